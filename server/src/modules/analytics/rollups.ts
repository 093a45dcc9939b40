/**
 * Daily rollups of the activity log (issue 10 §4), in the company's time zone: per company and
 * day (ActivityDaily: active learners, new learners, study seconds, opens, completions), per
 * learner and day (LearnerActiveDay: who was active, for the distinct learners of any period) and
 * per material, actor and day (MaterialActorDay, material-rollups.ts: the dashboard's Top
 * Performing Content and Most Engaged Users). The dashboard reads these, never the events.
 *
 * `rollUp` keeps them current inside the transaction that appends the events, so a rollup never
 * counts what was rolled back and a retried write (answered, not applied) adds nothing.
 * `rebuildRollups` recomputes a company's from its events in a few set-based statements — after
 * its time zone changes (days move), or by `npm run analytics:rebuild` if they are ever in doubt;
 * it gives exactly what the incremental path gives (rollups.test.ts, top-tables.test.ts).
 */
import { Temporal } from 'temporal-polyfill';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { rebuildMaterialRollups, rollUpMaterials } from './material-rollups.js';
import { rebuildPeriodRollups, rollUpLearnerPeriods } from './period-rollups.js';
import { unitStartsOf } from './units.js';

type Tx = Prisma.TransactionClient;
export type RolledEvent = { type: string; materialId?: string | null; value?: number | null };

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export function localDay(at: Date, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();
}

export async function rollUp(
  tx: Tx,
  input: {
    companyId: string;
    zone: string;
    learnerId: string | null;
    /** A visitor who is not signed in (their opens and scores count in the per-material rollup). */
    visitorId?: string | null;
    firstActivity: boolean;
    occurredAt: Date;
    events: readonly RolledEvent[];
  },
): Promise<void> {
  if (input.events.length === 0) return;
  const day = localDay(input.occurredAt, input.zone);
  await rollUpMaterials(tx, { ...input, visitorId: input.visitorId ?? null, day });
  const seconds = input.events.reduce((sum, e) => sum + (e.type === 'MINUTES' ? (e.value ?? 0) : 0), 0);
  const opens = input.events.filter((e) => e.type === 'OPEN').length;
  const completions = input.events.filter((e) => e.type === 'COMPLETED').length;
  let active = 0;
  let firsts = { week: 0, month: 0, year: 0 };
  if (input.learnerId) {
    active = await tx.$executeRaw`
      INSERT INTO "LearnerActiveDay" ("companyId", "learnerId", "day") VALUES (${input.companyId}::uuid, ${input.learnerId}::uuid, ${day}::date)
      ON CONFLICT DO NOTHING`;
    if (active) firsts = await firstsOf(tx, input.learnerId, day);
  }
  if (input.learnerId)
    await rollUpLearnerPeriods(tx, { companyId: input.companyId, learnerId: input.learnerId, day, seconds, completions, newDay: active > 0 });
  const added = input.firstActivity ? 1 : 0;
  if (!active && !added && !seconds && !opens && !completions) return;
  await tx.$executeRaw`
    INSERT INTO "ActivityDaily" ("companyId", "day", "activeLearners", "newLearners", "firstOfWeek", "firstOfMonth", "firstOfYear",
      "seconds", "opens", "completions")
    VALUES (${input.companyId}::uuid, ${day}::date, ${active}, ${added}, ${firsts.week}, ${firsts.month}, ${firsts.year},
      ${seconds}, ${opens}, ${completions})
    ON CONFLICT ("companyId", "day") DO UPDATE SET
      "activeLearners" = "ActivityDaily"."activeLearners" + EXCLUDED."activeLearners",
      "newLearners" = "ActivityDaily"."newLearners" + EXCLUDED."newLearners",
      "firstOfWeek" = "ActivityDaily"."firstOfWeek" + EXCLUDED."firstOfWeek",
      "firstOfMonth" = "ActivityDaily"."firstOfMonth" + EXCLUDED."firstOfMonth",
      "firstOfYear" = "ActivityDaily"."firstOfYear" + EXCLUDED."firstOfYear",
      "seconds" = "ActivityDaily"."seconds" + EXCLUDED."seconds",
      "opens" = "ActivityDaily"."opens" + EXCLUDED."opens",
      "completions" = "ActivityDaily"."completions" + EXCLUDED."completions"`;
}

/**
 * A learner's new active day: is it their first of its week, month, year? One range read of their
 * own active days (the primary key). Events are appended at the present, so no later day of the
 * unit exists yet (a rebuild recomputes from the days themselves).
 */
async function firstsOf(tx: Tx, learnerId: string, day: string): Promise<{ week: number; month: number; year: number }> {
  const s = unitStartsOf(day);
  const lowest = s.week < s.year ? s.week : s.year;
  const [row] = await tx.$queryRaw<{ week: boolean; month: boolean; year: boolean }[]>`
    SELECT COALESCE(bool_or("day" >= ${s.week}::date), false) AS "week", COALESCE(bool_or("day" >= ${s.month}::date), false) AS "month",
      COALESCE(bool_or("day" >= ${s.year}::date), false) AS "year"
    FROM "LearnerActiveDay" WHERE "learnerId" = ${learnerId}::uuid AND "day" >= ${lowest}::date AND "day" < ${day}::date`;
  return { week: row?.week ? 0 : 1, month: row?.month ? 0 : 1, year: row?.year ? 0 : 1 };
}

export const REBUILD_TIMEOUT_MS = 10 * 60_000;

/** Recomputes one company's rollups from its events, in its current time zone, in one transaction. */
export async function rebuildRollups(prisma: PrismaClient, companyId: string): Promise<void> {
  await prisma.$transaction(
    async (tx) => {
      const { timeZone } = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { timeZone: true } });
      // occurredAt is stored as UTC without a zone: read it as UTC, then as the company's wall clock.
      await tx.$executeRaw`DELETE FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid`;
      await tx.$executeRaw`DELETE FROM "ActivityDaily" WHERE "companyId" = ${companyId}::uuid`;
      await rebuildMaterialRollups(tx, companyId, timeZone);
      await tx.$executeRaw`
        INSERT INTO "LearnerActiveDay" ("companyId", "learnerId", "day")
        SELECT DISTINCT "companyId", "learnerId", (("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date
        FROM "ActivityEvent" WHERE "companyId" = ${companyId}::uuid AND "learnerId" IS NOT NULL
        ORDER BY 2, 3`;
      await tx.$executeRaw`
        WITH events AS (
          SELECT (("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS "day",
            SUM(CASE WHEN "type" = 'MINUTES' THEN COALESCE("value", 0) ELSE 0 END)::int AS "seconds",
            (COUNT(*) FILTER (WHERE "type" = 'OPEN'))::int AS "opens",
            (COUNT(*) FILTER (WHERE "type" = 'COMPLETED'))::int AS "completions"
          FROM "ActivityEvent" WHERE "companyId" = ${companyId}::uuid GROUP BY 1),
        active AS (SELECT "day", COUNT(*)::int AS "n" FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid GROUP BY 1),
        days AS (SELECT "learnerId", "day" FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid),
        firsts AS (SELECT "first" AS "day", COUNT(*)::int AS "n" FROM (SELECT MIN("day") AS "first" FROM days GROUP BY "learnerId") f GROUP BY 1),
        weeks AS (SELECT "first" AS "day", COUNT(*)::int AS "n" FROM (
          SELECT MIN("day") AS "first" FROM days GROUP BY "learnerId", date_trunc('week', "day")) f GROUP BY 1),
        months AS (SELECT "first" AS "day", COUNT(*)::int AS "n" FROM (
          SELECT MIN("day") AS "first" FROM days GROUP BY "learnerId", date_trunc('month', "day")) f GROUP BY 1),
        years AS (SELECT "first" AS "day", COUNT(*)::int AS "n" FROM (
          SELECT MIN("day") AS "first" FROM days GROUP BY "learnerId", date_trunc('year', "day")) f GROUP BY 1)
        INSERT INTO "ActivityDaily" ("companyId", "day", "activeLearners", "newLearners", "firstOfWeek", "firstOfMonth", "firstOfYear",
          "seconds", "opens", "completions")
        SELECT ${companyId}::uuid, e."day", COALESCE(a."n", 0), COALESCE(f."n", 0), COALESCE(w."n", 0), COALESCE(m."n", 0), COALESCE(y."n", 0),
          e."seconds", e."opens", e."completions"
        FROM events e LEFT JOIN active a ON a."day" = e."day" LEFT JOIN firsts f ON f."day" = e."day"
          LEFT JOIN weeks w ON w."day" = e."day" LEFT JOIN months m ON m."day" = e."day" LEFT JOIN years y ON y."day" = e."day"`;
      await rebuildPeriodRollups(tx, companyId);
    },
    // Two million events take one to two minutes on a busy 2-core machine (bench/analytics.bench.ts).
    { timeout: REBUILD_TIMEOUT_MS, maxWait: 10_000 },
  );
}
