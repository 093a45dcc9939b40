/**
 * The team module's public face: invitations (`invites`), members (`members`) and the role
 * names REST reads and writes. Everything outside the module imports it from here.
 */
export { parseRole, ROLE_INVALID, ROLE_LABELS } from './team.roles.js';
export * as invites from './invites.service.js';
export { invitesField } from './invites.service.js';
export * as members from './members.service.js';
