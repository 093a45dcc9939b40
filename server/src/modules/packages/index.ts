/** The SCORM packages module's public face (README "SCORM packages"). Everything outside the module imports it from here. */
export * as packageInspection from './inspect-package.js';
export * as packageStore from './store-package.js';
export * as packageOrigin from './package-origin.js';
