/**
 * Webhooks in GraphQL (Settings → Webhooks): endpoints as nodes with their delivery log, and the
 * mutations that add, change, remove, test, rotate and replay (endpoints.service.ts has the rules).
 */
import { WEBHOOK_EVENTS } from '@learnhub/content';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { permittedCompanyId } from '../../graphql/tenancy.js';
import type { DeliveryWithAttempts } from './endpoints.service.js';
import * as webhooks from './endpoints.service.js';

const WebhookEventTypeRef = builder.objectRef<(typeof WEBHOOK_EVENTS)[number]>('WebhookEventType').implement({
  description: 'One type of the webhook event catalogue.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'e.g. "material.published".' }),
    description: t.exposeString('description'),
    example: t.field({ type: 'JSON', description: "An example of the payload's `data`.", resolve: (e) => e.example }),
  }),
});

builder.queryFields((t) => ({
  webhookEventTypes: t.field({
    type: [WebhookEventTypeRef],
    description: 'The webhook event catalogue (public documentation: no sign-in needed).',
    resolve: () => [...WEBHOOK_EVENTS],
  }),
}));

const DeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'Waiting for its next attempt, or being sent.' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every retry failed, or the endpoint answered 410 Gone.' },
  } as const,
});

const AttemptRef = builder.objectRef<DeliveryWithAttempts['attemptsLog'][number]>('WebhookAttempt').implement({
  fields: (t) => ({
    attempt: t.exposeInt('attempt', { description: '1 for the first.' }),
    at: t.expose('createdAt', { type: 'DateTime' }),
    requestHeaders: t.field({ type: 'JSON', resolve: (a) => a.requestHeaders }),
    responseStatus: t.exposeInt('responseStatus', { nullable: true, description: 'Null when no answer came (see error).' }),
    responseExcerpt: t.exposeString('responseExcerpt', { description: "The answer's first 1,000 characters." }),
    error: t.exposeString('error', { nullable: true }),
    durationMs: t.exposeInt('durationMs'),
  }),
});

const DeliveryRef = builder.objectRef<DeliveryWithAttempts>('WebhookDelivery').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The `webhook-id` every attempt carried.' }),
    eventType: t.exposeString('eventType'),
    payload: t.exposeString('payload', { description: 'The exact body sent.' }),
    status: t.field({ type: DeliveryStatusEnum, resolve: (d) => d.status as 'PENDING' | 'SUCCEEDED' | 'FAILED' }),
    attempts: t.field({ type: [AttemptRef], resolve: (d) => d.attemptsLog }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the next attempt is due (PENDING only).',
      resolve: (d) => (d.status === 'PENDING' ? d.nextAttemptAt : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DeliveryPageRef = builder.objectRef<webhooks.DeliveryPage>('WebhookDeliveryPage').implement({
  fields: (t) => ({
    deliveries: t.field({ type: [DeliveryRef], resolve: (p) => p.deliveries }),
    totalCount: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('limit'),
  }),
});

builder.prismaNode('WebhookEndpoint', {
  id: { field: 'id' },
  select: { id: true },
  authScopes: { permission: 'webhooks.read' },
  findUnique: (id, ctx) => ({ id, companyId: permittedCompanyId(ctx, 'webhooks.read') }),
  nullable: true,
  fields: (t) => ({
    url: t.exposeString('url'),
    description: t.exposeString('description'),
    events: t.exposeStringList('events'),
    enabled: t.exposeBoolean('enabled'),
    disabledReason: t.exposeString('disabledReason', { nullable: true, description: 'Why the system disabled it (410 Gone, failing for 5 days).' }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'The first failure since the last success.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    secret: t.exposeString('secret', {
      authScopes: { permission: 'webhooks.manage' },
      description: 'The signing secret (whsec_…): verify `webhook-signature` with it.',
    }),
    deliveries: t.field({
      type: DeliveryPageRef,
      description: 'The delivery log, newest first (kept 30 days).',
      args: {
        page: t.arg.int({ required: false, defaultValue: 1 }),
        pageSize: t.arg.int({ required: false, defaultValue: 20, description: '1 to 100.' }),
        status: t.arg({ type: DeliveryStatusEnum, required: false }),
      },
      resolve: (e, args, ctx) =>
        webhooks.listDeliveries(ctx.deps, ctx.actor, e.id, {
          page: Math.max(1, args.page ?? 1),
          limit: Math.min(100, Math.max(1, args.pageSize ?? 20)),
          status: args.status ?? null,
        }),
    }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  webhookEndpoints: t.relation('webhookEndpoints', {
    authScopes: { permission: 'webhooks.read' },
    description: 'Webhook endpoints, oldest first (Owners and Team Admins).',
    query: { orderBy: webhooks.ENDPOINT_ORDER },
  }),
}));

/** A WebhookEndpoint's global id → its uuid; anything else "" (the service says "not found"). */
function endpointUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'WebhookEndpoint' ? id : '';
  } catch {
    return '';
  }
}

const EndpointPayload = builder.objectRef<{ id: string; message: string }>('WebhookEndpointPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    endpoint: t.prismaField({
      type: 'WebhookEndpoint',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const DeleteEndpointPayload = builder.objectRef<{ id: string }>('DeleteWebhookEndpointPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => webhooks.ENDPOINT_DELETED }),
    deletedEndpointId: t.id({
      description: "Global id of the deleted endpoint (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('WebhookEndpoint', p.id),
    }),
  }),
});

const ReplayPayload = builder.objectRef<{ count: number }>('ReplayWebhookDeliveriesPayload').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Deliveries queued again.' }),
    message: t.string({ resolve: (p) => (p.count === 1 ? '1 delivery queued again.' : `${p.count} deliveries queued again.`) }),
  }),
});

const AddInput = builder.inputType('AddWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'https://… where events are POSTed.' }),
    events: t.stringList({ required: true, description: 'Event types, e.g. ["material.published"] (see webhookEventTypes).' }),
    description: t.string({ required: false }),
  }),
});
const UpdateInput = builder.inputType('UpdateWebhookEndpointInput', {
  fields: (t) => ({
    endpointId: t.id({ required: true }),
    url: t.string({ required: false }),
    events: t.stringList({ required: false }),
    description: t.string({ required: false }),
    enabled: t.boolean({ required: false, description: 'true also clears a system disable and the failure streak.' }),
  }),
});
const EndpointIdInput = builder.inputType('WebhookEndpointIdInput', { fields: (t) => ({ endpointId: t.id({ required: true }) }) });
const ReplayOneInput = builder.inputType('ReplayWebhookDeliveryInput', {
  fields: (t) => ({ endpointId: t.id({ required: true }), deliveryId: t.id({ required: true }) }),
});
const ReplayFailedInput = builder.inputType('ReplayFailedWebhookDeliveriesInput', {
  fields: (t) => ({
    endpointId: t.id({ required: true }),
    from: t.field({ type: 'DateTime', required: true }),
    to: t.field({ type: 'DateTime', required: true }),
  }),
});

builder.mutationFields((t) => ({
  addWebhookEndpoint: t.field({
    type: EndpointPayload,
    errors: { types: [...commonErrors] },
    description: 'Adds an endpoint with a new signing secret (read it from `endpoint.secret`).',
    args: { input: t.arg({ type: AddInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: (await webhooks.createEndpoint(ctx.deps, ctx.actor, { url: input.url, events: input.events, description: input.description })).id,
      message: 'Endpoint added.',
    }),
  }),
  updateWebhookEndpoint: t.field({
    type: EndpointPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: (
        await webhooks.updateEndpoint(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)), {
          url: input.url ?? undefined,
          events: input.events ?? undefined,
          description: input.description ?? undefined,
          enabled: input.enabled ?? undefined,
        })
      ).id,
      message: 'Endpoint saved.',
    }),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeleteEndpointPayload,
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: EndpointIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: (await webhooks.deleteEndpoint(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)))).id }),
  }),
  rotateWebhookSecret: t.field({
    type: EndpointPayload,
    errors: { types: [...commonErrors] },
    description: `A new signing secret; the previous one also signs for ${webhooks.PREVIOUS_SECRET_HOURS} hours.`,
    args: { input: t.arg({ type: EndpointIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: (await webhooks.rotateSecret(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)))).id,
      message: `Secret rotated. The previous secret also signs for ${webhooks.PREVIOUS_SECRET_HOURS} hours.`,
    }),
  }),
  sendWebhookTestEvent: t.field({
    type: EndpointPayload,
    errors: { types: [...commonErrors] },
    description: 'Queues a `webhook.test` event to the endpoint.',
    args: { input: t.arg({ type: EndpointIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: (await webhooks.sendTestEvent(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)))).endpointId,
      message: webhooks.TEST_EVENT_SENT,
    }),
  }),
  replayWebhookDelivery: t.field({
    type: ReplayPayload,
    errors: { types: [...commonErrors] },
    description: 'Sends one delivery again now, with the same webhook-id and body.',
    args: { input: t.arg({ type: ReplayOneInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await webhooks.replayDelivery(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)), String(input.deliveryId));
      return { count: 1 };
    },
  }),
  replayFailedWebhookDeliveries: t.field({
    type: ReplayPayload,
    errors: { types: [...commonErrors] },
    description: 'Sends again every failed delivery of the endpoint made in [from, to].',
    args: { input: t.arg({ type: ReplayFailedInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      count: await webhooks.replayFailed(ctx.deps, ctx.actor, endpointUuid(String(input.endpointId)), { from: input.from, to: input.to }),
    }),
  }),
}));
