/**
 * A worker killed with SIGKILL in the middle of a webhook delivery (its POST sent, no answer yet):
 * once the attempt's lease ends, another worker sends the same delivery again, with the same
 * `webhook-id` and body, and the receiver can tell it is the same event. Real worker processes
 * (src/main.ts, ROLE=worker) on one PostgreSQL database; CI's PostgreSQL pass.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/scratch-database.js';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { startWebhookReceiver } from '../../test/webhook-receiver.js';

const POSTGRES = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;

describe.runIf(POSTGRES && REDIS)('a worker killed mid-delivery', () => {
  const processes: ServerProcess[] = [];
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let db: pg.Pool | undefined;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  afterAll(async () => {
    for (const p of processes) await p.stop().catch(() => {});
    await db?.end();
    await receiver?.close();
    await database?.drop();
  });

  it('is delivered again by another worker with the same webhook-id, never a different one', { timeout: 120_000 }, async () => {
    database = await scratchDatabase('lh_webhook_kill');
    receiver = await startWebhookReceiver();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS!,
      SIGNING_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      ROLE: 'worker',
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOKS_POLL_MS: '100',
    };
    // The first worker migrates the database; the receiver holds its request open.
    receiver.respondWith(() => {});
    const first = await startServerProcess(env, undefined, /LearnHub worker is running/);
    processes.push(first);
    db = new pg.Pool({ connectionString: database.url });
    const companyId = randomUUID();
    const endpointId = randomUUID();
    await db.query(`INSERT INTO "Company" ("id", "name", "slug", "updatedAt") VALUES ($1, 'Kill Co', $2, now())`, [companyId, `kill-${companyId.slice(0, 8)}`]);
    await db.query(
      `INSERT INTO "WebhookEndpoint" ("id", "companyId", "url", "events", "secret", "updatedAt") VALUES ($1, $2, $3, ARRAY['material.published'], $4, now())`,
      [endpointId, companyId, receiver.url, `whsec_${randomBytes(32).toString('base64')}`],
    );
    // An event committed as a write commits it: the worker fans it out and sends it.
    await db.query(`INSERT INTO "OutboxEvent" ("companyId", "type", "data") VALUES ($1, 'material.published', '{"material_id":"m","revision":1}')`, [
      companyId,
    ]);
    await expect.poll(() => receiver!.received.length, { timeout: 30_000, interval: 100 }).toBe(1);
    await first.crash();

    // Nothing was recorded of the attempt the crash cut short; the lease still holds the delivery.
    const row = (await db.query(`SELECT "id", "attempts", "status" FROM "WebhookDelivery" WHERE "endpointId" = $1`, [endpointId])).rows[0];
    expect([row.attempts, row.status]).toEqual([1, 'PENDING']);
    expect(Number((await db.query(`SELECT count(*) FROM "WebhookAttempt"`)).rows[0].count)).toBe(0);

    // The lease ends (moved forward here rather than waited for: 60 s); a second worker takes over.
    receiver.respondWith((_r, res) => res.writeHead(200).end('ok'));
    await db.query(`UPDATE "WebhookDelivery" SET "nextAttemptAt" = now() WHERE "id" = $1`, [row.id]);
    const second = await startServerProcess(env, undefined, /LearnHub worker is running/);
    processes.push(second);
    await expect.poll(() => receiver!.received.length, { timeout: 30_000, interval: 100 }).toBe(2);
    const [before, after] = receiver.received;
    expect(after!.headers['webhook-id']).toBe(before!.headers['webhook-id']);
    expect(after!.headers['webhook-id']).toBe(row.id);
    expect(after!.body).toBe(before!.body);
    await expect
      .poll(async () => (await db!.query(`SELECT "status", "attempts" FROM "WebhookDelivery" WHERE "id" = $1`, [row.id])).rows[0], { timeout: 10_000 })
      .toEqual({ status: 'SUCCEEDED', attempts: 2 });
    // And only one delivery was ever made for that event and endpoint.
    expect(Number((await db.query(`SELECT count(*) FROM "WebhookDelivery"`)).rows[0].count)).toBe(1);
  });
});
