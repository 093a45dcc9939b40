/**
 * A company's webhook endpoints (Settings → Webhooks, GraphQL, REST `/webhooks`): add, change,
 * remove, rotate the secret, send a test event, read the delivery log, replay. Reading needs
 * `webhooks.read`, the rest `webhooks.manage` (Owners and Team Admins; a token `webhooks:read` /
 * `webhooks:write`). Every lookup is narrowed to the caller's company.
 *
 * An address must be http(s), without a user or password in it, and (unless
 * WEBHOOKS_ALLOW_PRIVATE_TARGETS) must not resolve to a private, loopback or link-local address:
 * checked when saved for a clear answer, and again at every delivery (lib/guarded-http.ts).
 */
import { isWebhookEventType, WEBHOOK_DESCRIPTION_MAX, WEBHOOK_ENDPOINTS_PER_COMPANY, WEBHOOK_LOG_DAYS, WEBHOOK_URL_MAX } from '@learnhub/content';
import { noteAudit } from '../../audit/audit-scope.js';
import { actorCan, requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Prisma, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../../generated/prisma/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { LEASE_SECONDS, payloadOf } from './delivery.js';
import { targetProblem } from '../../lib/guarded-http.js';
import { newWebhookSecret } from './signing.js';

export const ENDPOINT_DELETED = 'Endpoint deleted. No more events are sent to it.';
export const TEST_EVENT_SENT = 'Test event queued: it appears in the delivery log within seconds.';
/** How long the previous secret still signs after a rotation. */
export const PREVIOUS_SECRET_HOURS = 24;

export const ENDPOINT_ORDER: Prisma.WebhookEndpointOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

/** Whether the caller may read signing secrets (webhooks.manage; a token webhooks:write). */
export function maySeeSecrets(actor: StaffActor | null): boolean {
  return actorCan(actor, 'webhooks.manage');
}

export async function listEndpoints(deps: Deps, actor: StaffActor | null): Promise<WebhookEndpoint[]> {
  const a = requirePermission(actor, 'webhooks.read');
  return deps.prisma.webhookEndpoint.findMany({ where: { companyId: a.companyId }, orderBy: ENDPOINT_ORDER });
}

async function findOwn(deps: Deps, companyId: string, id: string): Promise<WebhookEndpoint> {
  const row = isUuid(id) ? await deps.prisma.webhookEndpoint.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw new NotFoundError('Webhook endpoint not found.');
  return row;
}

export async function getEndpoint(deps: Deps, actor: StaffActor | null, id: string): Promise<WebhookEndpoint> {
  const a = requirePermission(actor, 'webhooks.read');
  return findOwn(deps, a.companyId, id);
}

export type EndpointInput = { url?: string; events?: readonly string[]; description?: string | null; enabled?: boolean };

async function checkedInput(deps: Deps, input: EndpointInput): Promise<Prisma.WebhookEndpointUpdateInput> {
  const errors: Record<string, string[]> = {};
  const out: Prisma.WebhookEndpointUpdateInput = {};
  if (input.url !== undefined) {
    const url = input.url.trim();
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || !parsed.hostname)
      errors.url = ['Enter an http:// or https:// address, e.g. https://example.com/webhooks.'];
    else if (url.length > WEBHOOK_URL_MAX) errors.url = [`The address can be at most ${WEBHOOK_URL_MAX} characters.`];
    else if (parsed.username || parsed.password) errors.url = ['Leave the user name and password out of the address: verify the signature instead.'];
    else {
      const problem = await targetProblem(parsed, deps.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS);
      if (problem) errors.url = [problem];
      else out.url = parsed.toString();
    }
  }
  if (input.events !== undefined) {
    const unknown = input.events.filter((e) => !isWebhookEventType(e) || e === 'webhook.test');
    if (unknown.length) errors.events = [`Unknown event type: ${unknown.join(', ')}.`];
    else if (!input.events.length) errors.events = ['Choose at least one event type.'];
    else out.events = [...new Set(input.events)];
  }
  if (input.description !== undefined) {
    const d = (input.description ?? '').trim();
    if (d.length > WEBHOOK_DESCRIPTION_MAX) errors.description = [`The description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`];
    else out.description = d;
  }
  if (input.enabled !== undefined) {
    out.enabled = input.enabled;
    // Switched on again by a person: a fresh start (the system's reason and the failure streak go).
    if (input.enabled) Object.assign(out, { disabledReason: null, failingSince: null });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  return out;
}

export async function createEndpoint(
  deps: Deps,
  actor: StaffActor | null,
  input: { url: string; events: readonly string[]; description?: string | null },
): Promise<WebhookEndpoint> {
  const a = requirePermission(actor, 'webhooks.manage');
  const data = await checkedInput(deps, { url: input.url, events: input.events, description: input.description ?? '' });
  if ((await deps.prisma.webhookEndpoint.count({ where: { companyId: a.companyId } })) >= WEBHOOK_ENDPOINTS_PER_COMPANY)
    throw new ValidationError(`A company can have at most ${WEBHOOK_ENDPOINTS_PER_COMPANY} webhook endpoints.`);
  const made = await deps.prisma.webhookEndpoint.create({
    data: {
      companyId: a.companyId,
      url: data.url as string,
      events: data.events as string[],
      description: (data.description as string) ?? '',
      secret: newWebhookSecret(),
    },
  });
  noteAudit({ target: { type: 'WebhookEndpoint', id: made.id, label: made.url }, after: audited(made) });
  return made;
}

/** What the audit log keeps of an endpoint: never its secret. */
function audited(e: WebhookEndpoint) {
  return { url: e.url, events: e.events, description: e.description, enabled: e.enabled };
}

export async function updateEndpoint(deps: Deps, actor: StaffActor | null, id: string, input: EndpointInput): Promise<WebhookEndpoint> {
  const a = requirePermission(actor, 'webhooks.manage');
  const row = await findOwn(deps, a.companyId, id);
  const data = await checkedInput(deps, input);
  const updated = await deps.prisma.webhookEndpoint.update({ where: { id: row.id }, data });
  noteAudit({ target: { type: 'WebhookEndpoint', id: row.id, label: updated.url }, before: audited(row), after: audited(updated) });
  return updated;
}

export async function deleteEndpoint(deps: Deps, actor: StaffActor | null, id: string): Promise<WebhookEndpoint> {
  const a = requirePermission(actor, 'webhooks.manage');
  const row = await findOwn(deps, a.companyId, id);
  await deps.prisma.webhookEndpoint.delete({ where: { id: row.id } });
  noteAudit({ target: { type: 'WebhookEndpoint', id: row.id, label: row.url }, before: audited(row) });
  return row;
}

/** A new secret; the old one keeps signing (beside it) for PREVIOUS_SECRET_HOURS, so receivers can switch without losing events. */
export async function rotateSecret(deps: Deps, actor: StaffActor | null, id: string): Promise<WebhookEndpoint> {
  const a = requirePermission(actor, 'webhooks.manage');
  const row = await findOwn(deps, a.companyId, id);
  return deps.prisma.webhookEndpoint.update({
    where: { id: row.id },
    data: { previousSecret: row.secret, previousSecretUntil: new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3_600_000), secret: newWebhookSecret() },
  });
}

/** Queues a `webhook.test` delivery to the endpoint (enabled or not): the worker sends it within a poll. */
export async function sendTestEvent(deps: Deps, actor: StaffActor | null, id: string): Promise<WebhookDelivery> {
  const a = requirePermission(actor, 'webhooks.manage');
  const row = await findOwn(deps, a.companyId, id);
  return deps.prisma.webhookDelivery.create({
    data: {
      companyId: a.companyId,
      endpointId: row.id,
      eventType: 'webhook.test',
      payload: payloadOf('webhook.test', new Date(), { endpoint_id: row.id, message: 'Test event from LearnHub' }),
    },
  });
}

export type DeliveryWithAttempts = WebhookDelivery & { attemptsLog: WebhookAttempt[] };
export type DeliveryPage = { deliveries: DeliveryWithAttempts[]; total: number; page: number; limit: number };

/** The endpoint's delivery log, newest first, with every attempt (kept WEBHOOK_LOG_DAYS days). */
export async function listDeliveries(
  deps: Deps,
  actor: StaffActor | null,
  endpointId: string,
  q: { page: number; limit: number; status?: 'PENDING' | 'SUCCEEDED' | 'FAILED' | null },
): Promise<DeliveryPage> {
  const a = requirePermission(actor, 'webhooks.read');
  const endpoint = await findOwn(deps, a.companyId, endpointId);
  const where = { endpointId: endpoint.id, ...(q.status ? { status: q.status } : {}) };
  const [total, deliveries] = await Promise.all([
    deps.prisma.webhookDelivery.count({ where }),
    deps.prisma.webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { attemptsLog: { orderBy: { attempt: 'asc' } } },
    }),
  ]);
  return { deliveries, total, page: q.page, limit: q.limit };
}

/**
 * Sends a delivery again, now, with the same `webhook-id` and body (it is the same event: a
 * receiver that has it already can tell), and a fresh retry schedule. Works on any delivery of the
 * log, succeeded ones too.
 */
export async function replayDelivery(deps: Deps, actor: StaffActor | null, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const a = requirePermission(actor, 'webhooks.manage');
  const endpoint = await findOwn(deps, a.companyId, endpointId);
  const d = isUuid(deliveryId) ? await deps.prisma.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId: endpoint.id } }) : null;
  if (!d) throw new NotFoundError('Delivery not found.');
  // Being sent right now (claimed: its next attempt is exactly a lease after this one began, and
  // not yet due) is left to finish, never sent twice at once. One waiting for its retry is sent now.
  const leased = d.lastAttemptAt && d.nextAttemptAt.getTime() - d.lastAttemptAt.getTime() === LEASE_SECONDS * 1000;
  if (d.status === 'PENDING' && leased && d.nextAttemptAt.getTime() > Date.now()) return d;
  return deps.prisma.webhookDelivery.update({ where: { id: d.id }, data: { status: 'PENDING', nextAttemptAt: new Date(), retryBase: d.attempts } });
}

/** Replays every FAILED delivery of the endpoint made in [from, to]; returns how many. */
export async function replayFailed(deps: Deps, actor: StaffActor | null, endpointId: string, range: { from: Date; to: Date }): Promise<number> {
  const a = requirePermission(actor, 'webhooks.manage');
  const endpoint = await findOwn(deps, a.companyId, endpointId);
  if (Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime()) || range.from > range.to)
    throw ValidationError.field('from', 'The range must start before it ends.');
  if (range.from.getTime() < Date.now() - (WEBHOOK_LOG_DAYS + 1) * 86_400_000)
    throw ValidationError.field('from', `Deliveries are kept ${WEBHOOK_LOG_DAYS} days: start the range within them.`);
  const n = await deps.prisma.$executeRaw`
    UPDATE "WebhookDelivery" SET "status" = 'PENDING', "nextAttemptAt" = now(), "retryBase" = "attempts"
    WHERE "endpointId" = ${endpoint.id}::uuid AND "status" = 'FAILED' AND "createdAt" >= ${range.from} AND "createdAt" <= ${range.to}`;
  return n;
}
