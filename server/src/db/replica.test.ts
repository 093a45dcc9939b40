/**
 * Reports on a read replica (db/replica.ts), against a real PostgreSQL primary and a streaming
 * standby of it started by the test: reports read the standby when it has every acknowledged
 * write; a caller's write is in their next report even while the standby's replay is paused
 * (read from the primary then); a lost standby costs no failed request. Runs in the PostgreSQL
 * pass (it starts its own pair, but the embedded pass has no PostgreSQL world to stand for).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { postgresInstalled, type ReplicaPair, startReplicaPair } from '../test/replica-pair.js';

describe.runIf(process.env.DATABASE_URL && postgresInstalled())('reports on a read replica', () => {
  let pair: ReplicaPair;
  let t: TestApp;
  let A: Awaited<ReturnType<typeof buildCompany>>;
  let standby: pg.Client;

  const audienceEmails = async () => {
    const res = await t.rest('GET', '/audiences?limit=20', { token: A.owner.token });
    expect(res.status).toBe(200);
    return (res.body.records as { learner: { email: string } }[]).map((r) => r.learner.email).sort();
  };
  const addLearner = async () => {
    const email = uniqueEmail('learner');
    await t.prisma.learner.create({ data: { companyId: A.company.id, email } });
    return email;
  };

  beforeAll(async () => {
    pair = await startReplicaPair();
    t = await createTestApp({ postgres: { baseUrl: pair.primaryUrl, replicaPort: pair.replicaPort } });
    A = await buildCompany(t);
    standby = new pg.Client({ connectionString: pair.replicaUrl });
    await standby.connect();
  }, 60_000);
  afterAll(async () => {
    await standby?.end().catch(() => {});
    await t?.close();
    await pair?.close();
  });

  it('reads a report from the standby once it has every acknowledged write', async () => {
    const first = await addLearner();
    expect(await audienceEmails()).toEqual([first]);
    expect(t.deps.reports.last).toBe('replica');
    // The standby really is one, and has the row.
    expect((await standby.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
  });

  it('a write is in the next report while the standby is behind: read from the primary then', async () => {
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      const behind = await addLearner();
      const started = Date.now();
      const emails = await audienceEmails();
      expect(emails).toContain(behind);
      expect(t.deps.reports.last).toBe('primary: replica behind');
      // The wait for the standby is bounded (REPLICA_WAIT_MS, 100 ms) before the primary answers.
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
    }
    const after = await addLearner();
    expect(await audienceEmails()).toContain(after);
    expect(t.deps.reports.last).toBe('replica');
  });

  it('a lost standby: reports still answer, from the primary, and only the first one waits', async () => {
    await standby.end();
    pair.stopReplica();
    const lost = await addLearner();
    expect(await audienceEmails()).toContain(lost);
    expect(t.deps.reports.last).toBe('primary: replica unreachable');
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await t.rest('GET', '/audiences', { token: A.owner.token })).status).toBe(200);
    // Left alone for REPLICA_RETRY_MS: no question to it, so no timeout per request.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(t.deps.reports.last).toBe('primary: replica unreachable');
  });
});
