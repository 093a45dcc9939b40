/**
 * Forwarding the company's statements to its own LRSs (issue 26 §2), in the worker, as webhooks
 * are delivered (modules/webhooks/delivery.ts):
 *
 * 1. **Fan-out**: the outbox's `xapi.statements` entries (statements stored in our LRS: posted by
 *    a client, or the hub's activity once the `xapi-activity` loop stored it), each to every
 *    enabled forwarder of its company whose verb and material filters let at least one through,
 *    as LrsForwardBatch rows of at most 50 statements, and the cursor advanced, in one
 *    transaction; one row per (forwarder, entry, slice), so a repeated fan-out makes nothing twice.
 * 2. **Delivery**: due batches are claimed (FOR UPDATE SKIP LOCKED, with a lease) and POSTed to
 *    `{url}/statements` as one JSON array, with Basic credentials and `X-Experience-API-Version`.
 *    The statements keep their ids, so a batch sent twice (a retry after a timeout whose answer
 *    was lost) is stored once by any conformant LRS: the same statement under the same id is not
 *    a conflict.
 * 3. **Outcome**: 200 or 204 succeeds. Anything else is retried on the webhook schedule (5 s,
 *    5 min, 30 min, 2 h, 5 h, 10 h, 10 h, ±10 %, or the answer's Retry-After); after the last, the
 *    batch is FAILED: a dead letter, listed per forwarder, which staff replay (the schedule starts
 *    again). A 409 (that LRS holds other content under one of the ids) is not retried: replaying
 *    it will not help until someone looks.
 */
import { WEBHOOK_TIMEOUT_SECONDS } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import { INTERNAL_OUTBOX_TYPES } from '../../events/domain-events.js';
import { advanceOutbox, readOutbox } from '../../events/outbox.js';
import { guardedPost, type PostResult } from '../../lib/guarded-http.js';
import type { BackgroundLoop } from '../../jobs/loops.js';
import { retryDelaySeconds } from '../webhooks/index.js';

export const FORWARDING_CONSUMER = 'lrs-forwarding';
/** Statements per POST at most. */
export const FORWARD_BATCH_SIZE = 50;
const LEASE_SECONDS = WEBHOOK_TIMEOUT_SECONDS * 4;

/** The IRI our statements give a material (progress/xapi-statements.ts): a material filter matches statements naming it. */
export const materialIri = (publicUrl: string, materialId: string) => `${publicUrl.replace(/\/$/, '')}/xapi/activities/materials/${materialId}`;

/** Fans the outbox's new statements out to batches; returns how many entries it read (0: none new). */
export async function fanOutStatements(deps: Deps, batch = 200): Promise<number> {
  return deps.prisma.$transaction(async (tx) => {
    const entries = await readOutbox(tx, FORWARDING_CONSUMER, batch);
    const last = entries.at(-1);
    if (!last) return 0;
    const stored = entries.filter((e) => e.type === INTERNAL_OUTBOX_TYPES.statementsStored);
    const companies = [...new Set(stored.map((e) => e.companyId))];
    const forwarders = companies.length
      ? await tx.lrsForwarder.findMany({
          where: { companyId: { in: companies }, enabled: true },
          select: { id: true, companyId: true, verbIds: true, materialIds: true },
        })
      : [];
    const rows = [];
    for (const entry of stored) {
      const mine = forwarders.filter((f) => f.companyId === entry.companyId);
      if (!mine.length) continue;
      const ids = (entry.data as { statement_ids?: string[] }).statement_ids ?? [];
      const statements = await tx.xapiStatement.findMany({
        where: { companyId: entry.companyId, id: { in: ids } },
        select: { id: true, verbId: true, relatedActivityIds: true },
      });
      for (const f of mine) {
        const iris = f.materialIds.map((m) => materialIri(deps.config.publicUrl, m));
        const wanted = ids.filter((id) => {
          const s = statements.find((x) => x.id === id);
          if (!s) return false;
          return (!f.verbIds.length || f.verbIds.includes(s.verbId)) && (!iris.length || s.relatedActivityIds.some((a) => iris.includes(a)));
        });
        for (let part = 0; part * FORWARD_BATCH_SIZE < wanted.length; part++) {
          rows.push({
            companyId: entry.companyId,
            forwarderId: f.id,
            outboxEventId: entry.id,
            part,
            statementIds: wanted.slice(part * FORWARD_BATCH_SIZE, (part + 1) * FORWARD_BATCH_SIZE),
          });
        }
      }
    }
    if (rows.length) await tx.lrsForwardBatch.createMany({ data: rows, skipDuplicates: true });
    await advanceOutbox(tx, FORWARDING_CONSUMER, last);
    return entries.length;
  });
}

type Claimed = {
  id: string;
  companyId: string;
  forwarderId: string;
  statementIds: string[];
  attempts: number;
  retryBase: number;
  url: string;
  username: string;
  password: string;
};

async function claimDue(deps: Deps, limit: number): Promise<Claimed[]> {
  return deps.prisma.$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT b."id" FROM "LrsForwardBatch" b JOIN "LrsForwarder" f ON f."id" = b."forwarderId"
      WHERE b."status" = 'PENDING' AND b."nextAttemptAt" <= now() AND f."enabled"
      ORDER BY b."nextAttemptAt"
      LIMIT ${limit}
      FOR UPDATE OF b SKIP LOCKED
    )
    UPDATE "LrsForwardBatch" b
    SET "attempts" = b."attempts" + 1, "lastAttemptAt" = now(), "nextAttemptAt" = now() + make_interval(secs => ${LEASE_SECONDS})
    FROM due, "LrsForwarder" f
    WHERE b."id" = due."id" AND f."id" = b."forwarderId"
    RETURNING b."id"::text AS "id", b."companyId"::text AS "companyId", b."forwarderId"::text AS "forwarderId", b."statementIds"::text[] AS "statementIds",
              b."attempts", b."retryBase", f."url", f."username", f."password"`;
}

/** Sends one claimed batch and records how it went. */
async function send(deps: Deps, b: Claimed): Promise<void> {
  const rows = await deps.prisma.xapiStatement.findMany({
    where: { companyId: b.companyId, id: { in: b.statementIds } },
    select: { id: true, statement: true },
  });
  // In the batch's order; a statement deleted since (its company's data erased) is left out.
  const statements = b.statementIds.map((id) => rows.find((r) => r.id === id)?.statement).filter((s) => s !== undefined);
  const result: PostResult = statements.length
    ? await guardedPost(
        `${b.url.replace(/\/$/, '')}/statements`,
        {
          'content-type': 'application/json',
          'x-experience-api-version': '1.0.3',
          authorization: `Basic ${Buffer.from(`${b.username}:${b.password}`).toString('base64')}`,
        },
        JSON.stringify(statements),
        { allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE_TARGETS, timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000 },
      )
    : { status: 204, excerpt: '', error: null, durationMs: 0, retryAfterSeconds: null };
  const ok = result.status === 200 || result.status === 204;
  const conflict = result.status === 409;
  const delay = ok || conflict ? null : retryDelaySeconds(b.attempts - b.retryBase, result.retryAfterSeconds);
  const error = ok ? null : (result.error ?? `HTTP ${result.status}: ${result.excerpt.slice(0, 300)}`);
  await deps.prisma.$transaction([
    deps.prisma.lrsForwardBatch.update({
      where: { id: b.id },
      data: {
        lastStatus: result.status,
        lastError: error,
        ...(ok ? { status: 'SUCCEEDED' } : delay === null ? { status: 'FAILED' } : { nextAttemptAt: new Date(Date.now() + delay * 1000) }),
      },
    }),
    ok
      ? deps.prisma.lrsForwarder.updateMany({ where: { id: b.forwarderId, failingSince: { not: null } }, data: { failingSince: null } })
      : deps.prisma.lrsForwarder.updateMany({ where: { id: b.forwarderId, failingSince: null }, data: { failingSince: new Date() } }),
  ]);
}

/** Claims and sends one round of due batches; returns how many were sent. */
export async function forwardDue(deps: Deps, limit = 10): Promise<number> {
  const claimed = await claimDue(deps, limit);
  await Promise.all(claimed.map((b) => send(deps, b)));
  return claimed.length;
}

export function lrsForwardingLoop(): BackgroundLoop<Deps> {
  return {
    name: FORWARDING_CONSUMER,
    idleMs: (deps) => deps.config.WEBHOOKS_POLL_MS,
    tick: async (deps) => {
      const read = await fanOutStatements(deps);
      const sent = await forwardDue(deps);
      return read + sent > 0;
    },
  };
}
