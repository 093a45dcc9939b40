/**
 * Opens the product's database: the embedded PGlite by default (under DATA_DIR, or in memory
 * for tests), PostgreSQL when DATABASE_URL is set. Both speak the same schema and migrations.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { applyMigrations } from './migrations.js';
import { checkpointRegularly } from './pglite-checkpoints.js';

/**
 * `from` (in-memory PGlite only): start from a copy of a database dumped by `dumpDataDir`, as the
 * tests do with one migrated once per run (test/database-templates.ts), instead of an empty one.
 */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string | null; from?: Blob };

export type Database = {
  prisma: PrismaClient;
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: DatabaseTarget['kind'];
  /** What is under Prisma, for the job runner (jobs/), which speaks SQL itself: PGlite's one instance, or PostgreSQL's URL. */
  driver: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string; pool: pg.Pool };
  /**
   * Number of SQL statements sent since the database was opened, when opened with
   * `countQueries` (tests, benchmarks); always 0 otherwise, because Prisma's query events cost
   * time on every statement.
   */
  queryCount(): number;
  /**
   * Answers `SELECT 1` or throws (/readyz). On PostgreSQL on a connection of its own, not through
   * the pool: under load every pooled connection is busy, and a probe queued behind them would
   * time out and get a busy process (all of them, at the worst moment) taken out of rotation.
   */
  probe(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The app's PostgreSQL sessions (bench/analytics.bench.ts measured each, 100,000 learners):
 * - JIT off: the planner overestimates the analytics statements on large companies and spent up
 *   to a second compiling each one, far more than running it;
 * - no parallel workers: the app's statements are short, and starting two workers cost an
 *   audience count 60–170 ms of its 200 (the work itself 20 ms) on a busy 2-core machine;
 * - random_page_cost 1.1 (the usual value for SSDs and a cached working set, against 4 for
 *   spinning disks): with 4 the planner read every learner row to count an audience filter
 *   (23 ms) and sorted 50,000 of them for a deep page (65 ms) rather than walk the covering
 *   index (11 ms and 10 ms).
 */
export const POSTGRES_SESSION_SETTINGS = { jit: 'off', max_parallel_workers_per_gather: '0', random_page_cost: '1.1' } as const;

/** Opens (and by default migrates) a database. `dir: null` means an in-memory PGlite. */
export async function openDatabase(
  target: DatabaseTarget,
  options: { migrate?: boolean; countQueries?: boolean; checkpointEveryMs?: number } = {},
): Promise<Database> {
  let adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  let closeDriver: () => Promise<void> = async () => {};
  let driver: Database['driver'];
  let probe: (() => Promise<void>) | null = null;
  if (target.kind === 'postgres') {
    // Our pool, so /metrics can read its counts (Prisma's queries only: migrations get their own, below).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options: Object.entries(POSTGRES_SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // An idle connection dropped by the server (a restart, a cut) is replaced on the next query,
    // which reports the outage if there is one (db/outage.ts); without a listener it would end the process.
    pool.on('error', () => {});
    adapterFactory = new PrismaPg(pool);
    driver = { kind: 'postgres', url: target.url, pool };
    const probeConnection = ownConnection(target.url);
    probe = probeConnection.selectOne;
    closeDriver = async () => {
      await probeConnection.close();
      await pool.end();
    };
  } else {
    if (target.dir) await mkdir(target.dir, { recursive: true });
    const pglite = target.dir ? new PGlite(target.dir) : new PGlite(target.from ? { loadDataDir: target.from } : {});
    await pglite.waitReady;
    adapterFactory = new PrismaPGlite(pglite);
    driver = { kind: 'pglite', pglite };
    // An in-memory database has nothing to replay after a crash.
    const stopCheckpoints = target.dir ? checkpointRegularly(pglite, options.checkpointEveryMs) : async () => {};
    closeDriver = async () => {
      await stopCheckpoints();
      await pglite.close();
    };
  }
  if (options.migrate !== false) {
    // Their own connections, closed when they are done: the schema engine takes a session-level
    // advisory lock, and on a connection returned to a pool it would be held for good.
    if (target.kind === 'postgres') await oneAtATime(target.url, () => applyMigrations(new PrismaPg({ connectionString: target.url })));
    else await applyMigrations(adapterFactory);
  }

  let queries = 0;
  const prisma = options.countQueries
    ? new PrismaClient({ adapter: adapterFactory, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter: adapterFactory });
  if (options.countQueries) (prisma as PrismaClient<'query'>).$on('query', () => queries++);
  return {
    prisma,
    adapterFactory,
    kind: target.kind,
    driver,
    queryCount: () => queries,
    probe: probe ?? (async () => void (await prisma.$queryRaw`SELECT 1`)),
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}

/** Ours, not the schema engine's (72707369): any fixed number. */
const MIGRATION_QUEUE_LOCK = 7_311_046_202;

/**
 * Processes started together (several web processes and a worker) migrate one at a time. The
 * schema engine's own advisory lock gives up after 10 s, which a first migration on a loaded
 * machine can exceed, and its timed-out request stays queued on the server: it takes the lock
 * later and holds it until the process ends, so every later start times out too. So each
 * process first waits, as long as it takes, for a lock of ours on a connection of its own, and
 * the engine always finds its lock free. The next process then finds nothing left to apply.
 */
async function oneAtATime<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_QUEUE_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {}); // ending the session releases the lock
  }
}

/** One connection, opened on first use and again after it broke (the readiness probe's). */
function ownConnection(url: string) {
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const connect = async () => {
    const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    fresh.on('error', () => forget(fresh));
    try {
      await fresh.connect();
      return fresh;
    } catch (err) {
      await fresh.end().catch(() => {});
      throw err;
    }
  };
  let current: pg.Client | null = null;
  const forget = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    connecting = null;
    void client.end().catch(() => {});
  };
  return {
    async selectOne() {
      if (closed) throw new Error('The database is closed.');
      // Probes asked together share one connection attempt.
      connecting ??= connect().then(
        (client) => (current = client),
        (err) => {
          connecting = null;
          throw err;
        },
      );
      const client = await connecting;
      try {
        await client.query('SELECT 1');
      } catch (err) {
        forget(client);
        throw err;
      }
    },
    async close() {
      closed = true;
      const client = await connecting?.catch(() => null);
      await client?.end().catch(() => {});
      current = null;
      connecting = null;
    },
  };
}
