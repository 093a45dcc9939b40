/**
 * Rollups per week (from Monday), month, year and all time, for the dashboard's two tables of a
 * period in progress (top-tables.ts): LearnerPeriod (a learner's study seconds, active days and
 * completions in the unit) and MaterialPeriod (a material's uniques, opens and completions in the
 * unit). A table of the current week then reads one row per learner or material of that week,
 * never their days: the year's tables at 100,000 learners read ~40 material rows and the top of
 * an index, where the daily rollup meant 1.8 million rows (bench/analytics.bench.ts).
 *
 * Kept in the events' transaction with the daily rollups (rollups.ts, material-rollups.ts), and
 * rebuilt from them (rebuildPeriodRollups). Days and units are the company's (its time zone).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { unitStartsOf } from './units.js';

type Tx = Prisma.TransactionClient;
export type PeriodUnit = 'WEEK' | 'MONTH' | 'YEAR' | 'ALL';
/** The start of the all-time unit. */
export const ALL_TIME_START = '1970-01-01';

/** The four units holding `day`, with their first days. */
function unitsOf(day: string): [PeriodUnit, string][] {
  const s = unitStartsOf(day);
  return [
    ['WEEK', s.week],
    ['MONTH', s.month],
    ['YEAR', s.year],
    ['ALL', ALL_TIME_START],
  ];
}

/**
 * A learner's write on `day`: its seconds and completions, whether the day is new for them, and
 * their materials started and completed as they stand after it (their Progress rows, read here:
 * the caller's progress changes come before its events).
 */
export async function rollUpLearnerPeriods(
  tx: Tx,
  r: { companyId: string; learnerId: string; day: string; seconds: number; completions: number; newDay: boolean },
): Promise<void> {
  const days = r.newDay ? 1 : 0;
  const rows = unitsOf(r.day).map(
    ([unit, start]) =>
      Prisma.sql`(${r.companyId}::uuid, ${r.learnerId}::uuid, ${unit}::"PeriodUnit", ${start}::date, ${r.seconds}::int, ${days}::int, ${r.completions}::int)`,
  );
  await tx.$executeRaw`
    WITH progress AS (
      SELECT COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE "status" = 'COMPLETED'))::int AS "completed"
      FROM "Progress" WHERE "learnerId" = ${r.learnerId}::uuid)
    INSERT INTO "LearnerPeriod" ("companyId", "learnerId", "unit", "start", "seconds", "activeDays", "completions", "started", "completed")
    SELECT v.*, p."started", p."completed"
    FROM (VALUES ${Prisma.join(rows)}) v, progress p
    ON CONFLICT ("learnerId", "unit", "start") DO UPDATE SET
      "seconds" = "LearnerPeriod"."seconds" + EXCLUDED."seconds",
      "activeDays" = "LearnerPeriod"."activeDays" + EXCLUDED."activeDays",
      "completions" = "LearnerPeriod"."completions" + EXCLUDED."completions",
      "started" = EXCLUDED."started",
      "completed" = EXCLUDED."completed"`;
}

/**
 * An actor's write on a material on `day`: its opens and completions. Call before the write's
 * MaterialActorDay row is updated: an open counts as a unique of each unit in which the actor had
 * not opened the material yet (their earlier days are read from that table's primary key).
 */
export async function rollUpMaterialPeriods(
  tx: Tx,
  r: { companyId: string; materialId: string; actorKey: string; day: string; opens: number; completions: number },
): Promise<void> {
  if (!r.opens && !r.completions) return;
  const units = unitsOf(r.day);
  let firsts = [0, 0, 0, 0];
  if (r.opens) {
    const [seen] = await tx.$queryRaw<{ week: boolean; month: boolean; year: boolean; ever: boolean }[]>`
      SELECT COALESCE(bool_or("day" >= ${units[0]![1]}::date), false) AS "week", COALESCE(bool_or("day" >= ${units[1]![1]}::date), false) AS "month",
        COALESCE(bool_or("day" >= ${units[2]![1]}::date), false) AS "year", COUNT(*) > 0 AS "ever"
      FROM "MaterialActorDay" WHERE "materialId" = ${r.materialId}::uuid AND "actorKey" = ${r.actorKey} AND "opens" > 0`;
    firsts = [seen?.week, seen?.month, seen?.year, seen?.ever].map((had) => (had ? 0 : 1));
  }
  const rows = units.map(
    ([unit, start], i) =>
      Prisma.sql`(${r.companyId}::uuid, ${r.materialId}::uuid, ${unit}::"PeriodUnit", ${start}::date, ${firsts[i]}, ${r.opens}, ${r.completions})`,
  );
  await tx.$executeRaw`
    INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "uniques", "opens", "completions")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("materialId", "unit", "start") DO UPDATE SET
      "uniques" = "MaterialPeriod"."uniques" + EXCLUDED."uniques",
      "opens" = "MaterialPeriod"."opens" + EXCLUDED."opens",
      "completions" = "MaterialPeriod"."completions" + EXCLUDED."completions"`;
}

/** The units of a day, as SQL (date_trunc's weeks start on Monday). */
const UNITS_OF_DAY = (day: Prisma.Sql) => Prisma.sql`(VALUES
  ('WEEK'::"PeriodUnit", date_trunc('week', ${day})::date), ('MONTH'::"PeriodUnit", date_trunc('month', ${day})::date),
  ('YEAR'::"PeriodUnit", date_trunc('year', ${day})::date), ('ALL'::"PeriodUnit", ${ALL_TIME_START}::date))`;

/**
 * Replaces one company's period rows from its daily ones (MaterialActorDay and LearnerActiveDay,
 * already rebuilt), inside rebuildRollups' transaction. The migration that made the tables ran
 * the same statements for every company.
 */
export async function rebuildPeriodRollups(tx: Tx, companyId: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "LearnerPeriod" WHERE "companyId" = ${companyId}::uuid`;
  await tx.$executeRaw`DELETE FROM "MaterialPeriod" WHERE "companyId" = ${companyId}::uuid`;
  await tx.$executeRaw`
    INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "uniques", "opens", "completions")
    SELECT d."companyId", d."materialId", u."unit", u."start", (COUNT(DISTINCT d."actorKey") FILTER (WHERE d."opens" > 0))::int,
      SUM(d."opens")::int, SUM(d."completions")::int
    FROM "MaterialActorDay" d CROSS JOIN LATERAL ${UNITS_OF_DAY(Prisma.sql`d."day"`)} u("unit", "start")
    WHERE d."companyId" = ${companyId}::uuid
    GROUP BY 1, 2, 3, 4
    HAVING SUM(d."opens") > 0 OR SUM(d."completions") > 0`;
  await tx.$executeRaw`
    INSERT INTO "LearnerPeriod" ("companyId", "learnerId", "unit", "start", "seconds", "activeDays", "completions")
    SELECT a."companyId", a."learnerId", u."unit", u."start", SUM(a."seconds")::int, COUNT(*)::int, SUM(a."completions")::int
    FROM (
      SELECT d."companyId", d."learnerId", d."day", COALESCE(SUM(x."seconds"), 0) AS "seconds", COALESCE(SUM(x."completions"), 0) AS "completions"
      FROM "LearnerActiveDay" d
      LEFT JOIN "MaterialActorDay" x ON x."companyId" = d."companyId" AND x."learnerId" = d."learnerId" AND x."day" = d."day"
      WHERE d."companyId" = ${companyId}::uuid
      GROUP BY 1, 2, 3
    ) a CROSS JOIN LATERAL ${UNITS_OF_DAY(Prisma.sql`a."day"`)} u("unit", "start")
    GROUP BY 1, 2, 3, 4`;
  // Progress as it stands: exact for the units in progress, the only ones read for it.
  await tx.$executeRaw`
    UPDATE "LearnerPeriod" lp SET "started" = p."started", "completed" = p."completed"
    FROM (
      SELECT "learnerId", COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE "status" = 'COMPLETED'))::int AS "completed"
      FROM "Progress" WHERE "companyId" = ${companyId}::uuid GROUP BY "learnerId"
    ) p
    WHERE lp."companyId" = ${companyId}::uuid AND lp."learnerId" = p."learnerId"`;
}
