/**
 * A worker process for killed-job.test.ts: the real JobQueue (pg-boss on PostgreSQL) with one
 * job, `test.apply`, whose effect is one row update in a transaction that sleeps before it
 * commits (as the app's jobs keep their effects: renewals lock their period, rollup rebuilds
 * replace in one transaction). Expires after 3 s (longer than its run: a job still running past its expiry is run again), retried after 1 s, maintenance every second,
 * so the test sees a killed job retried within seconds (the app's jobs: minutes).
 * Env: DATABASE_URL. Prints "worker ready" once it works.
 */
import pg from 'pg';
import { JobQueue } from '../jobs/job-queue.js';
import { postgresExecutor } from '../jobs/sql-executors.js';
import { createLogger } from '../lib/logger.js';

type Payloads = { 'test.apply': { key: string; sleepMs: number } };
const url = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: url, max: 4 });
const queue = new JobQueue<Payloads, pg.Pool>(
  postgresExecutor(url, (err) => console.error(err)),
  {
    'test.apply': {
      policy: 'standard',
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
      expireInSeconds: 3,
      run: async ({ key, sleepMs }, db) => {
        const client = await db.connect();
        try {
          await client.query('BEGIN');
          await client.query('UPDATE job_effects SET applied = applied + 1, by_pid = $2 WHERE key = $1', [key, process.pid]);
          await client.query('SELECT pg_sleep($1)', [sleepMs / 1000]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
    },
  },
  createLogger('error'),
  { maintenanceIntervalSeconds: 1 },
);
await queue.work(pool);
console.log('worker ready');
