/**
 * Business-plan features (authoring.md §1: custom domains and brand colours), enforced by the
 * server: adding, checking and designing domains and saving brand colours need a Business (or
 * Enterprise) subscription that is not canceled. A payment problem does not take them away (the
 * restriction on creating does that after the grace period: restriction.ts).
 */
import type { Deps } from '../../deps.js';
import { ForbiddenError } from '../../lib/errors.js';

export type BusinessFeature = 'Custom domains' | 'Brand colours';
export const BUSINESS_PLAN_CODES: ReadonlySet<string> = new Set(['business_monthly', 'business_annual', 'enterprise']);

export function businessPlanMessage(feature: BusinessFeature): string {
  return `${feature} are part of the Business plan. An Owner can upgrade in Settings → Billing.`;
}

export async function hasBusinessPlan(deps: Deps, companyId: string): Promise<boolean> {
  const sub = await deps.prisma.subscription.findUnique({ where: { companyId }, select: { status: true, plan: { select: { code: true } } } });
  return !!sub && sub.status !== 'CANCELED' && BUSINESS_PLAN_CODES.has(sub.plan.code);
}

export async function assertBusinessPlan(deps: Deps, companyId: string, feature: BusinessFeature): Promise<void> {
  if (!(await hasBusinessPlan(deps, companyId))) throw new ForbiddenError(businessPlanMessage(feature));
}
