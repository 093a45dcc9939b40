/**
 * The accounts module's public face (what other modules, REST, app.ts and tests use): sign-up,
 * sign-in, sessions and e-mail confirmation (`accounts`), password resets (`passwordReset`),
 * sign-in with an OpenID Connect provider, a user's display name and the GraphQL Role enum.
 * Everything outside the module imports it from here (.dependency-cruiser.cjs).
 */
export { displayName } from './display-name.js';
export * as accounts from './accounts.service.js';
export { createSession } from './accounts.service.js';
export * as passwordReset from './password-reset.service.js';
export { NOT_CONFIGURED, OidcUnavailableError, oidcBrowserRoutes, signInWithIdToken } from './oidc.js';
export { RoleEnum, viewerCanManageRole } from './user.schema.js';
