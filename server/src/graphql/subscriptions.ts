/**
 * Subscriptions outlive the request that started them, so the caller's right to an event is
 * checked again for every event: after sign-out, removal from the company, a switch to another
 * company, or a role that lost the permission, the stream ends (graphql-ws sends "complete").
 * A busy stream (learnerActivity: one event per learner action, hundreds of dashboards listening)
 * checks at most every few seconds instead, so a burst does not cost a query per event and
 * subscriber.
 */
import { actorCan, resolveStaffActor } from '../auth/actor.js';
import type { Permission } from '../auth/permissions.js';
import type { GraphQLContext } from './context.js';

export async function* whileAuthorized<T>(
  ctx: GraphQLContext,
  permission: Permission,
  source: AsyncIterable<T>,
  /**
   * For a busy stream: the check is reused for this long (the subscriber then hears at most that
   * much more after losing the right). 0: every event is checked.
   */
  options: { recheckAfterMs?: number } = {},
): AsyncGenerator<T> {
  const companyId = ctx.actor?.companyId;
  let checkedAt = Number.NEGATIVE_INFINITY;
  for await (const event of source) {
    if (performance.now() - checkedAt >= (options.recheckAfterMs ?? 0)) {
      const actor = await resolveStaffActor(ctx.deps.prisma, ctx.authToken);
      if (!actor?.role || actor.companyId !== companyId || !actorCan(actor, permission)) return;
      checkedAt = performance.now();
    }
    yield event;
  }
}
