/**
 * Webhook delivery, in the worker (README "Webhooks"):
 *
 * 1. **Fan-out** (`fanOut`): the outbox's new events (events/outbox.ts, consumer "webhooks"), each
 *    to every enabled endpoint of its company subscribed to its type, as WebhookDelivery rows, and
 *    the cursor advanced, in one transaction. A row per (endpoint, event) at most
 *    (`@@unique([endpointId, outboxEventId])`), so a fan-out repeated after a crash makes nothing
 *    twice and the delivery keeps the id it was given first: that id is the `webhook-id`.
 * 2. **Delivery** (`deliverDue`): due rows are claimed (FOR UPDATE SKIP LOCKED: one worker each)
 *    with a lease (`nextAttemptAt` moved past the attempt's deadline) and POSTed, signed. A worker
 *    killed mid-attempt leaves the row claimed until the lease ends; then any worker sends it
 *    again, with the same id and body (a new timestamp and signature, as the specification has it).
 * 3. **Outcome**: 2xx succeeds and clears the endpoint's failure streak. 410 Gone disables the
 *    endpoint. Anything else (another status, a timeout, a refused address) is retried on Svix's
 *    schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with ±10 % jitter, or later when the
 *    answer's Retry-After asks for more (up to a day); after the last it fails. An endpoint with no
 *    success for 5 days since its first failure is disabled and its Owners and Team Admins mailed.
 */
import { WEBHOOK_DISABLE_AFTER_DAYS, WEBHOOK_LOG_DAYS, WEBHOOK_RETRY_SECONDS, WEBHOOK_TIMEOUT_SECONDS } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import { advanceOutbox, readOutbox } from '../../events/outbox.js';
import { uuid7 } from '../../lib/uuid.js';
import { webhookDisabledMail } from './webhooks.mails.js';
import { guardedPost, type PostResult } from '../../lib/guarded-http.js';
import { signedHeaders } from './signing.js';

export const OUTBOX_CONSUMER = 'webhooks';
/** A claimed attempt's lease: past the POST's own deadline, so a live attempt is never sent twice. */
export const LEASE_SECONDS = WEBHOOK_TIMEOUT_SECONDS * 4;
const MAX_RETRY_AFTER_SECONDS = 86_400;

/** `{ type, timestamp, data }`, as sent. */
export function payloadOf(type: string, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** Fans the outbox's next events out to deliveries; returns how many events it read (0: none new). */
export async function fanOut(deps: Pick<Deps, 'prisma'>, batch = 200): Promise<number> {
  return deps.prisma.$transaction(async (tx) => {
    const events = await readOutbox(tx, OUTBOX_CONSUMER, batch);
    const last = events.at(-1);
    if (!last) return 0;
    const companies = [...new Set(events.map((e) => e.companyId))];
    const endpoints = await tx.webhookEndpoint.findMany({
      where: { companyId: { in: companies }, enabled: true },
      select: { id: true, companyId: true, events: true },
    });
    const rows = events.flatMap((e) =>
      endpoints
        .filter((ep) => ep.companyId === e.companyId && ep.events.includes(e.type))
        .map((ep) => ({
          id: uuid7(),
          companyId: e.companyId,
          endpointId: ep.id,
          outboxEventId: e.id,
          eventType: e.type,
          payload: payloadOf(e.type, e.occurredAt, e.data),
        })),
    );
    if (rows.length) await tx.webhookDelivery.createMany({ data: rows, skipDuplicates: true });
    await advanceOutbox(tx, OUTBOX_CONSUMER, last);
    return events.length;
  });
}

/** Seconds until the next attempt after `failedAttempts` failures in the current schedule, or null: no more. */
export function retryDelaySeconds(failedAttempts: number, retryAfter: number | null, random: () => number = Math.random): number | null {
  const scheduled = WEBHOOK_RETRY_SECONDS[failedAttempts - 1];
  if (scheduled === undefined) return null;
  const jittered = scheduled * (0.9 + 0.2 * random());
  return Math.max(jittered, Math.min(retryAfter ?? 0, MAX_RETRY_AFTER_SECONDS));
}

type Claimed = {
  id: string;
  companyId: string;
  endpointId: string;
  payload: string;
  attempts: number;
  retryBase: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
};

/** Claims up to `limit` due deliveries (of enabled endpoints; test events go to any). */
async function claimDue(deps: Pick<Deps, 'prisma'>, limit: number): Promise<Claimed[]> {
  return deps.prisma.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT d."id" FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e."id" = d."endpointId"
      WHERE d."status" = 'PENDING' AND d."nextAttemptAt" <= now() AND (e."enabled" OR d."eventType" = 'webhook.test')
      ORDER BY d."nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE "WebhookDelivery" d
    SET "attempts" = d."attempts" + 1, "lastAttemptAt" = now(), "nextAttemptAt" = now() + make_interval(secs => ${LEASE_SECONDS})
    FROM due, "WebhookEndpoint" e
    WHERE d."id" = due."id" AND e."id" = d."endpointId"
    RETURNING d."id"::text AS "id", d."companyId"::text AS "companyId", d."endpointId"::text AS "endpointId", d."payload", d."attempts", d."retryBase",
              e."url", e."secret", e."previousSecret", e."previousSecretUntil"`;
}

/** Sends one claimed delivery and records the attempt and its outcome. */
async function attempt(deps: Deps, d: Claimed, now: () => Date): Promise<void> {
  const at = now();
  const secrets = [d.secret, ...(d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > at ? [d.previousSecret] : [])];
  const headers = signedHeaders(secrets, d.id, Math.floor(at.getTime() / 1000), d.payload);
  const result = await guardedPost(d.url, headers, d.payload, {
    allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
  });
  await recordOutcome(deps, d, headers, result, now());
}

async function recordOutcome(deps: Deps, d: Claimed, headers: Record<string, string>, r: PostResult, at: Date): Promise<void> {
  const ok = r.status !== null && r.status >= 200 && r.status < 300;
  const gone = r.status === 410;
  const delay = ok || gone ? null : retryDelaySeconds(d.attempts - d.retryBase, r.retryAfterSeconds);
  let disabledNow = false;
  if (ok) {
    // The common case in one statement (no transaction round trips): the attempt, the delivery
    // done, the endpoint's failure streak cleared if it had one.
    await deps.prisma.$executeRaw`
      WITH attempt AS (
        INSERT INTO "WebhookAttempt" ("id", "deliveryId", "attempt", "requestHeaders", "responseStatus", "responseExcerpt", "error", "durationMs")
        VALUES (${uuid7()}::uuid, ${d.id}::uuid, ${d.attempts}, ${JSON.stringify(headers)}::jsonb, ${r.status}, ${r.excerpt}, NULL, ${r.durationMs})
      ), done AS (
        UPDATE "WebhookDelivery" SET "status" = 'SUCCEEDED' WHERE "id" = ${d.id}::uuid
      )
      UPDATE "WebhookEndpoint" SET "failingSince" = NULL WHERE "id" = ${d.endpointId}::uuid AND "failingSince" IS NOT NULL`;
    return;
  }
  await deps.prisma.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        deliveryId: d.id,
        attempt: d.attempts,
        requestHeaders: headers,
        responseStatus: r.status,
        responseExcerpt: r.excerpt,
        error: r.error,
        durationMs: r.durationMs,
      },
    });
    await tx.webhookDelivery.update({
      where: { id: d.id },
      data: ok ? { status: 'SUCCEEDED' } : delay === null ? { status: 'FAILED' } : { nextAttemptAt: new Date(at.getTime() + delay * 1000) },
    });
    if (ok) {
      await tx.webhookEndpoint.updateMany({ where: { id: d.endpointId, failingSince: { not: null } }, data: { failingSince: null } });
      return;
    }
    if (gone) {
      const off = await tx.webhookEndpoint.updateMany({
        where: { id: d.endpointId, enabled: true },
        data: { enabled: false, disabledReason: 'The endpoint answered 410 Gone.' },
      });
      disabledNow = off.count === 1;
      return;
    }
    await tx.webhookEndpoint.updateMany({ where: { id: d.endpointId, failingSince: null }, data: { failingSince: at } });
    const cutoff = new Date(at.getTime() - WEBHOOK_DISABLE_AFTER_DAYS * 86_400_000);
    const off = await tx.webhookEndpoint.updateMany({
      where: { id: d.endpointId, enabled: true, failingSince: { lte: cutoff } },
      data: { enabled: false, disabledReason: `No delivery succeeded for ${WEBHOOK_DISABLE_AFTER_DAYS} days.` },
    });
    disabledNow = off.count === 1;
  });
  if (disabledNow) await mailDisabled(deps, d.endpointId);
}

/** Tells the company's Owners and Team Admins, once, when the system disables an endpoint. */
async function mailDisabled(deps: Deps, endpointId: string): Promise<void> {
  const endpoint = await deps.prisma.webhookEndpoint.findUniqueOrThrow({
    where: { id: endpointId },
    select: { url: true, disabledReason: true, company: { select: { id: true, name: true, slug: true } } },
  });
  const admins = await deps.prisma.membership.findMany({
    where: { companyId: endpoint.company.id, role: { in: ['OWNER', 'TEAM_ADMIN'] } },
    select: { user: { select: { email: true } } },
  });
  for (const a of admins) {
    await deps.mailer.send(
      webhookDisabledMail({
        publicUrl: deps.config.publicUrl,
        to: a.user.email,
        companyId: endpoint.company.id,
        companyName: endpoint.company.name,
        companySlug: endpoint.company.slug,
        url: endpoint.url,
        reason: endpoint.disabledReason ?? '',
      }),
    );
  }
}

/** Claims up to `limit` due deliveries and starts sending each; returns the attempts under way. */
export async function claimAndSend(deps: Deps, limit: number, now: () => Date = () => new Date()): Promise<Promise<void>[]> {
  const claimed = await claimDue(deps, limit);
  return claimed.map((d) => attempt(deps, d, now));
}

/** Claims and sends one batch of due deliveries and waits for them; returns how many were sent. */
export async function deliverDue(deps: Deps, opts: { limit?: number; now?: () => Date } = {}): Promise<number> {
  const attempts = await claimAndSend(deps, opts.limit ?? 20, opts.now);
  await Promise.all(attempts);
  return attempts.length;
}

/** Drops deliveries (and their attempts) older than the kept days. */
export async function pruneDeliveries(deps: Pick<Deps, 'prisma'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000);
  return (await deps.prisma.webhookDelivery.deleteMany({ where: { createdAt: { lt: before }, status: { not: 'PENDING' } } })).count;
}
