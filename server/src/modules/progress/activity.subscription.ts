/**
 * `learnerActivity`: what learners and visitors do on the company's hub, as it is committed (the
 * live dashboard and audience pages listen). Staff who may read materials, of that company only.
 * The subscriber is checked again (whileAuthorized) at the first event after ACTIVITY_RECHECK_MS
 * since the last check, not at every event: with 500 dashboards open, a burst of learner actions
 * cost a session query per event and dashboard (bench/live-dashboard.bench.ts). A subscriber who
 * signs out or is removed hears at most that much more activity.
 */
import { builder } from '../../graphql/builder.js';
import { whileAuthorized } from '../../graphql/subscriptions.js';
import type { LearnerActivityEvent } from '../../pubsub.js';

export const ACTIVITY_RECHECK_MS = 2_000;

const ActivityTypeEnum = builder.enumType('LearnerActivityType', {
  values: ['OPEN', 'STEP_VIEWED', 'STEP_COMPLETED', 'ANSWER', 'UPLOAD', 'MINUTES', 'SATISFACTION', 'COMPLETED', 'TERMINATED'] as const,
});

const LearnerActivityRef = builder.objectRef<LearnerActivityEvent>('LearnerActivityEvent').implement({
  fields: (t) => ({
    type: t.field({ type: ActivityTypeEnum, resolve: (e) => e.type }),
    materialId: t.exposeID('materialId', { description: "The material's uuid." }),
    learnerId: t.exposeID('learnerId', { nullable: true, description: 'Null for a visitor who is not signed in.' }),
    value: t.exposeInt('value', {
      nullable: true,
      description: 'MINUTES: seconds; TERMINATED: the visit’s active seconds; SATISFACTION: 1–5; STEP_VIEWED: the step number.',
    }),
    occurredAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.occurredAt) }),
  }),
});

builder.subscriptionFields((t) => ({
  learnerActivity: t.field({
    type: LearnerActivityRef,
    description: "Learner activity on the caller's company's hub, after it is committed.",
    authScopes: { permission: 'materials.read' },
    subscribe: (_root, _args, ctx) =>
      whileAuthorized(ctx, 'materials.read', ctx.deps.pubsub.subscribe('learnerActivity', ctx.actor!.companyId!), {
        recheckAfterMs: ACTIVITY_RECHECK_MS,
      }),
    resolve: (event) => event,
  }),
}));
