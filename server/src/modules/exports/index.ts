/**
 * The exports module's public face (README "Exports for an LMS"): materials exported as SCORM
 * 1.2, SCORM 2004 or cmi5 packages, packaged or linked. Everything outside the module imports it from here.
 */
export * as exportManifests from './manifests.js';
export * as lmsExports from './lms-exports.service.js';
export { checkExportDownload } from './download-links.js';
export { buildExportJob } from './exports.job.js';
export * as linkedLaunch from './linked-launch.service.js';
