/**
 * Tenant scoping for Relay nodes and connections. A node lookup is always narrowed to the
 * caller's company, so `node(id)` with another company's id finds nothing.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { actorCan } from '../auth/actor.js';
import type { Permission } from '../auth/permissions.js';
import { isUuid } from '../lib/uuid.js';
import type { GraphQLContext } from './context.js';

/** A uuid no row has: filters with it match nothing (used when the caller has no company). */
export const NO_ROW = '00000000-0000-0000-0000-000000000000';

export function callerCompanyId(ctx: GraphQLContext): string {
  return ctx.actor?.companyId ?? NO_ROW;
}

/**
 * The caller's company when it may `permission` (a role that grants it; for an API token, the
 * scope too), else NO_ROW: node(id) lookups of that kind then find nothing.
 */
export function permittedCompanyId(ctx: GraphQLContext, permission: Permission): string {
  return ctx.actor?.companyId && actorCan(ctx.actor, permission) ? ctx.actor.companyId : NO_ROW;
}

export { isUuid } from '../lib/uuid.js';

/**
 * Every node's id is a uuid. A global id that decodes to anything else (`Material:zz`, or text
 * with a NUL that base64 carried past the input checks) names no row: it becomes NO_ROW, so the
 * lookup finds nothing instead of failing in the database's uuid cast.
 */
export function decodeNodeGlobalID(globalID: string): { typename: string; id: string } {
  const decoded = decodeGlobalID(globalID);
  return isUuid(String(decoded.id)) ? decoded : { typename: decoded.typename, id: NO_ROW };
}
