/**
 * Tenant scoping for Relay nodes and connections. A node lookup is always narrowed to the
 * caller's company, so `node(id)` with another company's id finds nothing.
 */
import type { GraphQLContext } from "./context.js";

/** A uuid no row has: filters with it match nothing (used when the caller has no company). */
export const NO_ROW = "00000000-0000-0000-0000-000000000000";

export function callerCompanyId(ctx: GraphQLContext): string {
  return ctx.actor?.companyId ?? NO_ROW;
}
