/**
 * The companies module's public face: the caller's company (`companies`) and the company rules
 * REST shares (workspace names, the website's host). Everything outside the module imports it
 * from here.
 */
export { parseWorkspaceName, websiteHost } from './company-rules.js';
export * as companies from './companies.service.js';
