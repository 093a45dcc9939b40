/**
 * Subscriptions outlive the request that started them, so the caller's right to an event is
 * checked again for every event: after sign-out, removal from the company, a switch to another
 * company, or a role that lost the permission, the stream ends (graphql-ws sends "complete").
 */
import { resolveStaffActor } from '../auth/actor.js';
import { can, type Permission } from '../auth/permissions.js';
import type { GraphQLContext } from './context.js';

export async function* whileAuthorized<T>(ctx: GraphQLContext, permission: Permission, source: AsyncIterable<T>): AsyncGenerator<T> {
  const companyId = ctx.actor?.companyId;
  for await (const event of source) {
    const actor = await resolveStaffActor(ctx.deps.prisma, ctx.authToken);
    if (!actor?.role || actor.companyId !== companyId || !can(actor.role, permission)) return;
    yield event;
  }
}
