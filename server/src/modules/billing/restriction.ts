/**
 * After a failed payment's grace period, creating new assets is refused by the server, on every
 * route: each create operation (materials, duplicates, uploads, invites, domains) calls
 * `assertCanCreate` after its permission check. Reading, editing what exists, publishing and
 * everything learners do stay open; paying the overdue balance lifts it at once.
 */
import type { Deps } from '../../deps.js';
import { ForbiddenError } from '../../lib/errors.js';
import { billingState } from './billing.service.js';

export const RESTRICTED_MESSAGE =
  'Your last payment failed and the grace period has ended: creating new materials, uploads, invites and domains is paused until the overdue balance is paid. An Owner can pay it in Settings → Billing.';

export async function assertCanCreate(deps: Deps, companyId: string): Promise<void> {
  const sub = await deps.prisma.subscription.findUnique({ where: { companyId }, select: { status: true, graceEndsAt: true } });
  if (billingState(sub) === 'restricted') throw new ForbiddenError(RESTRICTED_MESSAGE);
}
