/**
 * The domains module's public face: custom domains (`domains`, their DNS records and the recheck
 * job), host routing (the middleware app.ts mounts, the request's host company, a domain's
 * origin) and a domain's sign-in design. Everything outside the module imports it from here.
 */
export { currentHostCompany, domainOrigin, hostRouting, signInDesignStylesheet, tlsAsk } from './host-routing.js';
export { recordsFor } from './dns-check.js';
export { forgetHost } from './host-cache.js';
export * as domains from './domains.service.js';
export { designForDomain, getSignInDesign, saveSignInDesign, type SignInDesignView } from './sign-in-design.service.js';
export { recheckDomainsJob } from './domains.job.js';
