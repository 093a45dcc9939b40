/**
 * `learnerActivity`: what learners and visitors do on the company's hub, as it is committed (the
 * live dashboard and audience pages listen). Staff who may read materials, of that company only;
 * every event re-checks the subscriber (whileAuthorized), like the other subscriptions.
 */
import { builder } from '../../graphql/builder.js';
import { whileAuthorized } from '../../graphql/subscriptions.js';
import type { LearnerActivityEvent } from '../../pubsub.js';

const ActivityTypeEnum = builder.enumType('LearnerActivityType', {
  values: ['OPEN', 'STEP_VIEWED', 'STEP_COMPLETED', 'ANSWER', 'UPLOAD', 'MINUTES', 'SATISFACTION', 'COMPLETED'] as const,
});

const LearnerActivityRef = builder.objectRef<LearnerActivityEvent>('LearnerActivityEvent').implement({
  fields: (t) => ({
    type: t.field({ type: ActivityTypeEnum, resolve: (e) => e.type }),
    materialId: t.exposeID('materialId', { description: "The material's uuid." }),
    learnerId: t.exposeID('learnerId', { nullable: true, description: 'Null for a visitor who is not signed in.' }),
    value: t.exposeInt('value', { nullable: true, description: 'MINUTES: seconds; SATISFACTION: 1–5; STEP_VIEWED: the step number.' }),
    occurredAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.occurredAt) }),
  }),
});

builder.subscriptionFields((t) => ({
  learnerActivity: t.field({
    type: LearnerActivityRef,
    description: "Learner activity on the caller's company's hub, after it is committed.",
    authScopes: { permission: 'materials.read' },
    subscribe: (_root, _args, ctx) => whileAuthorized(ctx, 'materials.read', ctx.deps.pubsub.subscribe('learnerActivity', ctx.actor!.companyId!)),
    resolve: (event) => event,
  }),
}));
