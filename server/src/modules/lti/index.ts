/**
 * The LTI module's public face (README "LTI 1.3"): the company's platforms, the browser-facing
 * tool addresses under /lti, and our keys. Everything outside the module imports it from here.
 */
export * as ltiPlatforms from './platforms.service.js';
export { ltiBrowserRoutes } from './lti.routes.js';
export { ltiGradesLoop, postScoreJob } from './grades.js';
export { syncRosterJob } from './roster.js';
