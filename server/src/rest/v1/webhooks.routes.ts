/** REST: webhook endpoints and their delivery log (issue 24 §5 — /webhooks*). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { WebhookEndpoint } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import { webhooks } from '../../modules/webhooks/index.js';
import { isInstant, pageQuery } from './query-params.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { checkedBy } from './wire-fields.js';

const TAG = 'Webhooks';
const ENDPOINT_FIELDS = '{ id, url, description, events, enabled, disabled_reason, failing_since, created_at, secret }';
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

function endpointDto(e: WebhookEndpoint) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabled_reason: e.disabledReason,
    failing_since: e.failingSince?.toISOString() ?? null,
    created_at: e.createdAt.toISOString(),
    secret: e.secret,
  };
}

function deliveryDto(d: webhooks.DeliveryWithAttempts) {
  return {
    id: d.id,
    event_type: d.eventType,
    payload: JSON.parse(d.payload) as unknown,
    status: d.status.toLowerCase(),
    next_attempt_at: d.status === 'PENDING' ? d.nextAttemptAt.toISOString() : null,
    created_at: d.createdAt.toISOString(),
    attempts: d.attemptsLog.map((a) => ({
      attempt: a.attempt,
      at: a.createdAt.toISOString(),
      request_headers: a.requestHeaders,
      response_status: a.responseStatus,
      response_excerpt: a.responseExcerpt,
      error: a.error,
      duration_ms: a.durationMs,
    })),
  };
}

const instant = (field: string) =>
  checkedBy(
    (raw) => {
      if (!isInstant(raw)) throw ValidationError.field(field, 'must be a date and time with its offset, e.g. 2027-01-31T00:00:00Z');
      return new Date(raw);
    },
    { type: 'string', description: 'ISO 8601 with offset' },
  );

const id = (c: RestContext, name = 'id') => c.req.param(name) ?? '';

export function webhooksRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/webhooks',
      tag: TAG,
      summary: 'Add a webhook endpoint; the answer carries its signing secret (whsec_…)',
      auth: 'staff',
      permission: 'webhooks.manage',
      body: z.object({ url: z.string(), events: z.array(z.string()), description: z.string().nullable().optional() }),
      responses: { 201: ENDPOINT_FIELDS, 422: '{ error, errors: { url | events | description } }' },
    },
    async (c, body) => c.json(endpointDto(await webhooks.createEndpoint(c.var.deps, c.var.actor, body)), 201),
  );

  route(
    app,
    {
      method: 'get',
      path: '/webhooks',
      tag: TAG,
      summary: "The company's webhook endpoints, oldest first",
      auth: 'staff',
      permission: 'webhooks.read',
      responses: { 200: `{ webhooks: [${ENDPOINT_FIELDS}] } (secret only with webhooks.manage; else null)` },
    },
    async (c) => {
      const rows = await webhooks.listEndpoints(c.var.deps, c.var.actor);
      const manage = webhooks.maySeeSecrets(c.var.actor);
      return c.json({ webhooks: rows.map((e) => ({ ...endpointDto(e), secret: manage ? e.secret : null })) });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/webhooks/:id',
      tag: TAG,
      summary: 'Change an endpoint: url, events, description, enabled (true also clears a system disable)',
      auth: 'staff',
      permission: 'webhooks.manage',
      body: z.object({
        url: z.string().optional(),
        events: z.array(z.string()).optional(),
        description: z.string().nullable().optional(),
        enabled: z.boolean().optional(),
      }),
      responses: { 200: ENDPOINT_FIELDS, 404: 'no such endpoint in this company', 422: '{ error, errors: { url | events | description } }' },
    },
    async (c, body) => c.json(endpointDto(await webhooks.updateEndpoint(c.var.deps, c.var.actor, id(c), body))),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/webhooks/:id',
      tag: TAG,
      summary: 'Remove an endpoint (with its delivery log)',
      auth: 'staff',
      permission: 'webhooks.manage',
      responses: { 200: '{ message }', 404: 'no such endpoint in this company' },
    },
    async (c) => {
      await webhooks.deleteEndpoint(c.var.deps, c.var.actor, id(c));
      return c.json({ message: webhooks.ENDPOINT_DELETED });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/webhooks/:id/test',
      tag: TAG,
      summary: 'Queue a webhook.test event to the endpoint (sent within a second or so, enabled or not)',
      auth: 'staff',
      permission: 'webhooks.manage',
      responses: { 202: '{ message, delivery_id }', 404: 'no such endpoint in this company' },
    },
    async (c) => {
      const d = await webhooks.sendTestEvent(c.var.deps, c.var.actor, id(c));
      return c.json({ message: webhooks.TEST_EVENT_SENT, delivery_id: d.id }, 202);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/webhooks/:id/rotate_secret',
      tag: TAG,
      summary: 'A new signing secret; the previous one also signs for 24 hours',
      auth: 'staff',
      permission: 'webhooks.manage',
      responses: { 200: ENDPOINT_FIELDS, 404: 'no such endpoint in this company' },
    },
    async (c) => c.json(endpointDto(await webhooks.rotateSecret(c.var.deps, c.var.actor, id(c)))),
  );

  route(
    app,
    {
      method: 'get',
      path: '/webhooks/:id/deliveries',
      tag: TAG,
      summary: "The endpoint's delivery log, newest first, with every attempt (kept 30 days)",
      auth: 'staff',
      permission: 'webhooks.read',
      query: {
        page: 'page number, from 1 (default 1)',
        limit: `page size (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`,
        status: 'pending, succeeded or failed (all when left out)',
      },
      responses: {
        200: '{ deliveries: [{ id, event_type, payload, status, next_attempt_at, created_at, attempts: [{ attempt, at, request_headers, response_status, response_excerpt, error, duration_ms }] }], pagination: { page, limit, total_count, total_pages } }',
        404: 'no such endpoint in this company',
        422: 'bad page, limit or status',
      },
    },
    async (c) => {
      const page = pageQuery(c, DEFAULT_LIMIT, MAX_LIMIT);
      const raw = c.req.query('status');
      const status = raw ? raw.toUpperCase() : null;
      if (status && !['PENDING', 'SUCCEEDED', 'FAILED'].includes(status)) throw ValidationError.field('status', 'status must be pending, succeeded or failed.');
      const result = await webhooks.listDeliveries(c.var.deps, c.var.actor, id(c), { ...page, status: status as 'PENDING' | 'SUCCEEDED' | 'FAILED' | null });
      return c.json({
        deliveries: result.deliveries.map(deliveryDto),
        pagination: { page: page.page, limit: page.limit, total_count: result.total, total_pages: Math.ceil(result.total / page.limit) },
      });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/webhooks/:id/deliveries/:delivery_id/replay',
      tag: TAG,
      summary: 'Send a delivery again now, with the same webhook-id and body',
      auth: 'staff',
      permission: 'webhooks.manage',
      responses: { 202: '{ message }', 404: 'no such endpoint or delivery in this company' },
    },
    async (c) => {
      await webhooks.replayDelivery(c.var.deps, c.var.actor, id(c), id(c, 'delivery_id'));
      return c.json({ message: '1 delivery queued again.' }, 202);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/webhooks/:id/deliveries/replay_failed',
      tag: TAG,
      summary: 'Send again every failed delivery of the endpoint made between from and to',
      auth: 'staff',
      permission: 'webhooks.manage',
      body: z.object({ from: instant('from'), to: instant('to') }),
      responses: { 202: '{ message, count }', 404: 'no such endpoint in this company', 422: '{ error, errors: { from | to } }' },
    },
    async (c, body) => {
      const count = await webhooks.replayFailed(c.var.deps, c.var.actor, id(c), body);
      return c.json({ message: count === 1 ? '1 delivery queued again.' : `${count} deliveries queued again.`, count }, 202);
    },
  );
}
