/**
 * Background jobs across worker processes, on PostgreSQL (job-worker-process.ts is the worker):
 * a worker killed with SIGKILL in the middle of a job leaves nothing half done, and the job is
 * retried by another process and applied once; jobs sent while two workers run are each done
 * once (pg-boss hands a job to one worker: SKIP LOCKED).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { JobQueue } from './job-queue.js';
import { postgresExecutor } from './sql-executors.js';

const POSTGRES = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Payloads = { 'test.apply': { key: string; sleepMs: number } };

describe.runIf(POSTGRES)('jobs across worker processes', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: pg.Pool;
  let sender: JobQueue<Payloads, unknown>;
  const workers: ChildProcess[] = [];

  const startWorker = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/test/job-worker-process.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    workers.push(child);
    let log = '';
    child.stdout?.on('data', (c) => (log += c));
    child.stderr?.on('data', (c) => (log += c));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (!log.includes('worker ready')) return;
        clearInterval(timer);
        resolve();
      }, 50);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`worker exited (${code}): ${log}`));
      });
    });
    return child;
  };
  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  const jobState = async (id: string) =>
    (await db.query<{ state: string; retry_count: number }>('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [id])).rows[0];
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('timed out');
  };
  const effects = async () =>
    (await db.query<{ key: string; applied: number; by_pid: number | null }>('SELECT key, applied, by_pid FROM job_effects ORDER BY key')).rows;

  beforeAll(async () => {
    database = await scratchDatabase('lh_jobs');
    db = new pg.Pool({ connectionString: database.url, max: 3 });
    await db.query('CREATE TABLE job_effects (key text PRIMARY KEY, applied int NOT NULL DEFAULT 0, by_pid int)');
    sender = new JobQueue<Payloads, unknown>(
      postgresExecutor(database.url, () => {}),
      {
        'test.apply': { policy: 'standard', retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 3, run: async () => {} },
      },
      createLogger('silent'),
    );
    await sender.ready();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.filter((w) => w.exitCode === null && w.signalCode === null).map(kill));
    await sender?.stop();
    await db?.end();
    await database?.drop();
  });

  it('a worker killed mid-job: nothing half done; another worker retries it and it is applied once', { timeout: 90_000 }, async () => {
    await db.query("INSERT INTO job_effects (key) VALUES ('killed')");
    const first = await startWorker();
    const id = (await sender.send('test.apply', { key: 'killed', sleepMs: 1500 }))!;
    await until(async () => (await jobState(id))?.state === 'active', 20_000);
    await new Promise((r) => setTimeout(r, 500)); // inside its transaction: updated, sleeping, not committed
    await kill(first);
    expect(await effects()).toEqual([{ key: 'killed', applied: 0, by_pid: null }]);
    expect((await jobState(id))?.state).toBe('active'); // until it expires: its process is gone

    const second = await startWorker();
    await until(async () => (await jobState(id))?.state === 'completed', 30_000);
    expect((await jobState(id))?.retry_count).toBeGreaterThanOrEqual(1);
    expect(await effects()).toEqual([{ key: 'killed', applied: 1, by_pid: second.pid }]);
  });

  it('jobs sent while two workers run are each applied once (16 jobs)', { timeout: 90_000 }, async () => {
    await db.query('DELETE FROM job_effects');
    const keys = Array.from({ length: 16 }, (_, i) => `k${String(i).padStart(2, '0')}`);
    await db.query('INSERT INTO job_effects (key) SELECT unnest($1::text[])', [keys]);
    await startWorker(); // with the one from the first test: two
    const ids = await Promise.all(keys.map((key) => sender.send('test.apply', { key, sleepMs: 20 })));
    await until(async () => {
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state = 'completed'", [ids]);
      return rows[0]!.n === keys.length;
    }, 60_000);
    const done = await effects();
    expect(done.map((e) => e.applied)).toEqual(keys.map(() => 1));
  });
});
