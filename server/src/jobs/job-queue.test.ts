/**
 * The job runner (job-queue.ts, pg-boss) on the run's real database: the in-memory PGlite, or
 * PostgreSQL when DATABASE_URL is set (CI), where pg-boss's schema lives in this file's own
 * database like every other table. Each test has its own queue names; nothing is mocked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../lib/logger.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { type JobDefinition, JobQueue } from './job-queue.js';
import { executorFor, pgliteExecutor } from './sql-executors.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errors: string[] = [];
const logger: Logger = { error: (msg) => void errors.push(msg), info: () => {}, debug: () => {} };
const queues: JobQueue<any, any>[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  errors.length = 0;
});

const base = { policy: 'standard', retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 } as const;

function queue<P extends Record<string, object>>(definitions: { [N in keyof P]: JobDefinition<P[N], null> }) {
  const q = new JobQueue<P, null>(
    executorFor(t.deps.db, () => {}),
    definitions,
    logger,
  );
  queues.push(q);
  return q;
}

const state = async (id: string) =>
  (await t.prisma.$queryRawUnsafe<{ state: string; retry_count: number }[]>('SELECT state::text, retry_count FROM pgboss.job WHERE id = $1::uuid', id))[0];

const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

describe('background jobs', () => {
  it('run a sent job once with its data and keep what it returns', async () => {
    const seen: unknown[] = [];
    const q = queue<{ 'test.double': { n: number } }>({
      'test.double': {
        ...base,
        async run(data) {
          seen.push(data);
          return { doubled: data.n * 2 };
        },
      },
    });
    const id = (await q.send('test.double', { n: 21 }))!;
    expect(await q.get('test.double', id)).toMatchObject({ state: 'created', data: { n: 21 } });
    await q.work(null, { pollingIntervalSeconds: 0.5 });
    await until(async () => expect(await q.get('test.double', id)).toMatchObject({ state: 'completed', retryCount: 0, output: { doubled: 42 } }));
    expect(seen).toEqual([{ n: 21 }]);
  });

  it('retry a failing job until it succeeds, and give up after the retry limit', async () => {
    let attempts = 0;
    let hopeless = 0;
    const q = queue<{ 'test.flaky': { n: number }; 'test.hopeless': { n: number } }>({
      'test.flaky': {
        ...base,
        retryLimit: 2,
        async run() {
          if (++attempts === 1) throw new Error('first try fails');
        },
      },
      'test.hopeless': {
        ...base,
        retryLimit: 1,
        async run() {
          hopeless++;
          throw new Error('always fails');
        },
      },
    });
    await q.work(null, { pollingIntervalSeconds: 0.5 });
    const flaky = (await q.send('test.flaky', { n: 1 }))!;
    const doomed = (await q.send('test.hopeless', { n: 1 }))!;
    await until(async () => expect(await q.get('test.flaky', flaky)).toMatchObject({ state: 'completed', retryCount: 1 }));
    await until(async () => expect(await q.get('test.hopeless', doomed)).toMatchObject({ state: 'failed', retryCount: 1 }));
    expect([attempts, hopeless]).toEqual([2, 2]);
    expect(errors.sort()).toEqual([
      `Job test.flaky ${flaky} failed (attempt 1 of 3).`,
      `Job test.hopeless ${doomed} failed (attempt 1 of 2).`,
      `Job test.hopeless ${doomed} failed (attempt 2 of 2).`,
    ]);
  });

  it('keep one job waiting per singleton key, however many are sent', async () => {
    const ran: string[] = [];
    const q = queue<{ 'test.keyed': { key: string; n: number } }>({
      'test.keyed': {
        ...base,
        policy: 'short',
        singletonKey: (d) => d.key,
        async run(data) {
          ran.push(`${data.key}${data.n}`);
        },
      },
    });
    const a1 = await q.send('test.keyed', { key: 'a', n: 1 });
    expect(a1).toEqual(expect.any(String));
    expect(await q.send('test.keyed', { key: 'a', n: 2 })).toBeNull();
    expect(await q.send('test.keyed', { key: 'a', n: 3 })).toBeNull();
    const b1 = await q.send('test.keyed', { key: 'b', n: 1 });
    expect(b1).toEqual(expect.any(String));
    expect(await q.waiting('test.keyed')).toBe(2);

    await q.work(null, { pollingIntervalSeconds: 0.5 });
    await until(async () => expect(await q.waiting('test.keyed')).toBe(0));
    await until(async () => expect([(await q.get('test.keyed', a1!))?.state, (await q.get('test.keyed', b1!))?.state]).toEqual(['completed', 'completed']));
    expect(ran.sort()).toEqual(['a1', 'b1']);
    // Once none waits, the key is free again.
    expect(await q.send('test.keyed', { key: 'a', n: 4 })).toEqual(expect.any(String));
  });

  it('send inside a transaction: the job exists only if the transaction commits', async () => {
    const q = queue<{ 'test.tx': { n: number } }>({ 'test.tx': { ...base, async run() {} } });
    await expect(t.prisma.$transaction((tx) => q.send('test.tx', { n: 0 }, { tx }))).rejects.toThrow('Call jobs.ready() before sending in a transaction.');
    await q.ready();
    let rolledBack: string | null = null;
    await expect(
      t.prisma.$transaction(async (tx) => {
        rolledBack = await q.send('test.tx', { n: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await q.get('test.tx', rolledBack!)).toBeNull();
    const committed = await t.prisma.$transaction((tx) => q.send('test.tx', { n: 2 }, { tx }));
    expect(await q.get('test.tx', committed!)).toMatchObject({ state: 'created', data: { n: 2 } });
  });

  it('stop gracefully: a running job finishes and is completed before stop() returns; later sends are refused', async () => {
    const order: string[] = [];
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const q = queue<{ 'test.slow': { n: number } }>({
      'test.slow': {
        ...base,
        async run() {
          started();
          await gate;
          order.push('job finished');
        },
      },
    });
    const id = (await q.send('test.slow', { n: 1 }))!;
    await q.work(null, { pollingIntervalSeconds: 0.5 });
    await running;
    const stopped = q.stop().then(() => order.push('stop returned'));
    // Time for a stop() that did not wait to return first (this sets no expectation on timing).
    await new Promise((r) => setTimeout(r, 300));
    order.push('job released');
    release();
    await stopped;
    expect(order).toEqual(['job released', 'job finished', 'stop returned']);
    expect(await state(id)).toEqual({ state: 'completed', retry_count: 0 });
    await expect(q.send('test.slow', { n: 2 })).rejects.toThrow('Jobs are stopped.');
  });

  it.runIf(!process.env.DATABASE_URL)("PGlite: a pg-boss script failing half-way leaves the app's one connection usable", async () => {
    const { driver } = t.deps.db;
    if (driver.kind !== 'pglite') throw new Error('expected PGlite');
    const executor = pgliteExecutor(driver.pglite);
    await expect(executor.executeSql('BEGIN; CREATE TABLE half_done (n int); SELECT 1/0; COMMIT;')).rejects.toThrow('division by zero');
    expect(driver.pglite.isInTransaction()).toBe(false);
    expect(await t.prisma.$queryRawUnsafe('SELECT to_regclass($1)::text AS "table"', 'half_done')).toEqual([{ table: null }]);
  });
});
