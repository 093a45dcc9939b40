/**
 * Reading the outbox (domain-events.ts appends to it in each write's transaction) in order, with
 * a cursor per consumer: webhooks and LRS forwarding (issues 24, 26) each read what is new since
 * their cursor, handle it, then advance the cursor. A consumer that crashes before advancing
 * reads the same events again, so consumers must be idempotent (the event id is the key).
 *
 * Order: by the writing transaction's id, then the row's id, and only rows of transactions that
 * have finished (txid below the oldest running transaction). Row ids alone would not do: ids are
 * taken when a row is inserted, not when it commits, so a reader could pass id 11 while id 10
 * was still uncommitted, advance its cursor past it, and never see it. A transaction that has not
 * finished holds a txid at or above `pg_snapshot_xmin`; everything below is final, so a cursor on
 * (txid, id) never skips a row. (The same reasoning as PostgreSQL logical replication's order.)
 */
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

type Db = PrismaClient | Prisma.TransactionClient;

export type OutboxRecord = { id: bigint; txid: bigint; companyId: string; type: string; data: unknown; occurredAt: Date };

/** Up to `limit` events after the consumer's cursor, in order (an unknown consumer starts at the beginning). */
export async function readOutbox(db: Db, consumer: string, limit = 100): Promise<OutboxRecord[]> {
  return db.$queryRaw<OutboxRecord[]>`
    WITH cursor AS (
      SELECT COALESCE((SELECT "txid" FROM "OutboxCursor" WHERE "consumer" = ${consumer}), 0) AS txid,
             COALESCE((SELECT "eventId" FROM "OutboxCursor" WHERE "consumer" = ${consumer}), 0) AS "eventId"
    )
    SELECT e."id", e."txid"::text::bigint AS "txid", e."companyId"::text AS "companyId", e."type", e."data", e."occurredAt"
    FROM "OutboxEvent" e, cursor c
    WHERE (e."txid"::text::bigint, e."id") > (c.txid, c."eventId")
      AND e."txid" < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY e."txid", e."id"
    LIMIT ${limit}`;
}

/**
 * Holds the consumer's cursor for the rest of the transaction, so two workers running the same
 * consumer (a rolling restart overlapping) take turns instead of both handling the same events.
 * For consumers whose handling is not idempotent by a unique key of its own.
 */
export async function lockOutboxCursor(tx: Db, consumer: string): Promise<void> {
  await tx.$executeRaw`INSERT INTO "OutboxCursor" ("consumer", "updatedAt") VALUES (${consumer}, now()) ON CONFLICT ("consumer") DO NOTHING`;
  await tx.$queryRaw`SELECT 1 FROM "OutboxCursor" WHERE "consumer" = ${consumer} FOR UPDATE`;
}

/** Moves the consumer's cursor to `last` (never backwards: a slower duplicate of the consumer cannot rewind it). */
export async function advanceOutbox(db: Db, consumer: string, last: Pick<OutboxRecord, 'id' | 'txid'>): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "OutboxCursor" ("consumer", "txid", "eventId", "updatedAt") VALUES (${consumer}, ${last.txid}, ${last.id}, now())
    ON CONFLICT ("consumer") DO UPDATE SET "txid" = EXCLUDED."txid", "eventId" = EXCLUDED."eventId", "updatedAt" = now()
    WHERE ("OutboxCursor"."txid", "OutboxCursor"."eventId") < (EXCLUDED."txid", EXCLUDED."eventId")`;
}

/** How long an event stays in the outbox at least, whatever the cursors: a consumer added later reads back this far. */
export const OUTBOX_KEEP_DAYS = 7;
/** Rows deleted per statement: short transactions, so a prune never holds up the writes appending. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes events older than `keepDays` that every consumer has read (at or below the slowest
 * cursor; with no consumer yet, age alone decides). A consumer that is retired must delete its
 * cursor, or it holds every later event. Returns how many rows went.
 */
export async function pruneOutbox(db: PrismaClient, opts: { keepDays?: number; now?: Date } = {}): Promise<number> {
  const before = new Date((opts.now ?? new Date()).getTime() - (opts.keepDays ?? OUTBOX_KEEP_DAYS) * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM "OutboxEvent" WHERE "id" IN (
        SELECT e."id" FROM "OutboxEvent" e
        WHERE e."occurredAt" < ${before}
          AND NOT EXISTS (SELECT 1 FROM "OutboxCursor" c WHERE (c."txid", c."eventId") < (e."txid"::text::bigint, e."id"))
        LIMIT ${PRUNE_BATCH})`;
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
