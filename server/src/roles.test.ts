/**
 * ROLE (config.ts, main.ts): a web process serves HTTP and only sends background jobs; a worker
 * runs them and serves nothing. Real processes on one PostgreSQL database and one Redis: a job
 * sent while only the web process runs waits, and the worker, once started, does it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { JobQueue } from './jobs/job-queue.js';
import type { JobPayloads } from './jobs/jobs.js';
import { postgresExecutor } from './jobs/sql-executors.js';
import { createLogger } from './lib/logger.js';
import { recheckDomainsJob } from './modules/domains/index.js';
import { scratchDatabase } from './test/scratch-database.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';

const POSTGRES = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;

describe.runIf(POSTGRES && REDIS)('a web process and a worker on one database', () => {
  const processes: ServerProcess[] = [];
  let queue: JobQueue<Pick<JobPayloads, 'domains.recheck'>, unknown> | undefined;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  afterAll(async () => {
    await queue?.stop();
    for (const p of processes) await p.stop();
    await database?.drop();
  });

  it('the web process serves and leaves jobs waiting; the worker runs them and serves nothing', { timeout: 120_000 }, async () => {
    database = await scratchDatabase('lh_roles');
    const env = { DATABASE_URL: database.url, REDIS_URL: REDIS!, SIGNING_SECRET: randomBytes(32).toString('base64url'), SEED_DEMO: 'false' };
    const web = await startServerProcess({ ...env, ROLE: 'web' });
    processes.push(web);
    expect((await fetch(`${web.url}/healthz`)).status).toBe(200);
    expect(web.log()).toContain('web: jobs run in the worker');

    // A sender of our own, as a web process sends (it only inserts).
    queue = new JobQueue(
      postgresExecutor(database.url, () => {}),
      { 'domains.recheck': recheckDomainsJob },
      createLogger('silent'),
    );
    const id = await queue.send('domains.recheck', {});
    expect(id).toBeTruthy();
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await queue.get('domains.recheck', id!))?.state).toBe('created');

    const worker = await startServerProcess({ ...env, ROLE: 'worker' }, undefined, /LearnHub worker is running/);
    processes.push(worker);
    expect(worker.url).toBe('');
    await expect.poll(async () => (await queue!.get('domains.recheck', id!))?.state, { timeout: 30_000, interval: 250 }).toBe('completed');
    expect(worker.log()).not.toContain('running at');
    expect(`${web.log()}${worker.log()}`).not.toMatch(/unhandled|uncaught/i);
  });
});
