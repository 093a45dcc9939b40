/** The SCORM packages module's public face (README "SCORM packages"). Everything outside the module imports it from here. */
export { packageKind } from './package-kind.js';
export * as packageInspection from './inspect-package.js';
export * as packageStore from './store-package.js';
export * as packageOrigin from './package-origin.js';
export * as packages from './packages.service.js';
export { type PublishedPackage, publishedPackage } from './package-launch.js';
export { PublishedPackageRef } from './packages.schema.js';
export { pruneUnusedPackagesJob } from './packages.job.js';
/** A zip opened with every package check (safe names, no links, size limits): what the exports' tests read their zips with. */
export { openCheckedZip } from './package-zip.js';
