/**
 * The xAPI module's public face (README "xAPI LRS"): the company's LRS at /xapi/, and the worker
 * loop that puts the hub's own activity into it.
 */
export { xapiRoutes } from './xapi.routes.js';
export { activityStatementsLoop } from './activity-statements.js';
export { lrsForwardingLoop } from './forwarding.js';
export * as lrsForwarders from './forwarders.service.js';
