/**
 * Reads that may go to a read replica (DATABASE_REPLICA_URL, a PostgreSQL streaming standby):
 * the reports, which are heavy and read much — analytics, audience lists and profiles, exports.
 *
 * A read goes to the replica only when the replica has replayed everything the primary had
 * committed when the read began: the primary is asked for its WAL flush position (every
 * acknowledged commit is at or before it) and the replica for its replay position, for up to
 * REPLICA_WAIT_MS. So a caller always sees their own writes (read-your-writes), and in fact
 * everyone's writes acknowledged before the read: the dashboard's shared figures (computed once
 * per change for everyone, analytics/dashboard-memo.ts) can never be pinned to an older state
 * than the activity that asked for them. The price is one tiny statement on the primary per
 * report, against the report's own work moving to the replica.
 *
 * Falls back to the primary, never failing the read, when the replica lags past the wait, or
 * cannot be reached (then it is left alone for REPLICA_RETRY_MS, so an outage costs one
 * timeout, not one per request).
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';
import { type Database, openDatabase } from './database.js';

export const REPLICA_WAIT_MS = 100;
/** Between two looks at the replica's replay position while waiting. */
const POLL_MS = 5;
/** How long one question to the replica may take before it counts as lost. */
const ASK_TIMEOUT_MS = 500;
export const REPLICA_RETRY_MS = 5_000;

export type ReportReads = {
  /** The client a report reads with: the replica when it is current, else the primary. */
  client(): Promise<PrismaClient>;
  /** Where the last `client()` went and why (tests, metrics). */
  readonly last: 'primary' | 'replica' | 'primary: no replica' | 'primary: replica behind' | 'primary: replica unreachable';
  close(): Promise<void>;
};

export function primaryOnly(primary: PrismaClient): ReportReads {
  return { client: async () => primary, last: 'primary: no replica', close: async () => {} };
}

export function createReportReads(primary: Database, replicaUrl: string | undefined, logger: Logger): ReportReads {
  if (!replicaUrl || primary.kind !== 'postgres') return primaryOnly(primary.prisma);
  // Opened on first use; a standby is read-only, and the primary's migrations reach it by replication.
  let opened: Promise<Database> | null = null;
  const replicaDb = () => (opened ??= openDatabase({ kind: 'postgres', url: replicaUrl }, { migrate: false }));
  let downUntil = 0;
  const timeout = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ASK_TIMEOUT_MS} ms`)), ASK_TIMEOUT_MS).unref())]);

  const reads = {
    last: 'primary: no replica' as ReportReads['last'],
    async client(): Promise<PrismaClient> {
      if (Date.now() < downUntil) return choose('primary: replica unreachable');
      const [flushed] = await primary.prisma.$queryRaw<{ lsn: string }[]>`SELECT pg_current_wal_flush_lsn()::text AS "lsn"`;
      const lsn = flushed!.lsn;
      const deadline = Date.now() + REPLICA_WAIT_MS;
      try {
        const replica = await replicaDb();
        for (;;) {
          const [row] = await timeout(replica.prisma.$queryRaw<{ current: boolean | null }[]>`SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS "current"`);
          // Null: not a standby at all (a misconfigured URL); it has every write, but say so once.
          if (row?.current === null) {
            logger.error('DATABASE_REPLICA_URL is not a standby (pg_last_wal_replay_lsn() is null): reports read the primary');
            downUntil = Number.POSITIVE_INFINITY;
            return choose('primary: replica unreachable');
          }
          if (row?.current) return choose('replica', replica.prisma);
          if (Date.now() >= deadline) return choose('primary: replica behind');
          await new Promise((r) => setTimeout(r, POLL_MS));
        }
      } catch (err) {
        downUntil = Date.now() + REPLICA_RETRY_MS;
        logger.error(`The read replica is unreachable; reports read the primary for ${REPLICA_RETRY_MS / 1000} s`, err);
        return choose('primary: replica unreachable');
      }
    },
    async close() {
      if (opened) await (await opened.catch(() => null))?.close();
    },
  };
  function choose(where: ReportReads['last'], replica?: PrismaClient): PrismaClient {
    reads.last = where;
    return replica ?? primary.prisma;
  }
  return reads;
}
