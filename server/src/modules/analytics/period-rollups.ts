/**
 * Rollups per week (from Monday), month, year and all time, for the dashboard's two tables of a
 * period in progress (top-tables.ts): LearnerPeriod (a learner's study seconds, active days and
 * completions in the unit) and MaterialPeriod (a material's uniques, opens and completions in the
 * unit, and its raters' last scores as NPS counts them). A table of the current week then reads
 * one row per learner or material of that week, never their days: the year's tables at 100,000
 * learners read ~40 material rows and the top of an index, where the daily rollup meant 1.8
 * million rows (bench/analytics.bench.ts).
 *
 * And for the Avg. Completion Rate of any window from a unit's start (every period and the period
 * before it, dashboard.service.ts): PeriodRate, per unit and first active day in it, the learners
 * who started a material and the sum of their rates as they stand now. A window up to a day is
 * the unit's rows up to that day — at most one row per day, however many learners.
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
 * The conflict clause of an insert that adds to a rollup row: each of `columns` grows by the
 * inserted value (a delta) when the row exists. Names are this module's constants, never input.
 */
const addingOnConflict = (table: string, key: readonly string[], columns: readonly string[]) =>
  Prisma.raw(
    `ON CONFLICT (${key.map((k) => `"${k}"`).join(', ')}) DO UPDATE SET ${columns.map((c) => `"${c}" = "${table}"."${c}" + EXCLUDED."${c}"`).join(', ')}`,
  );
const ADD_TO_PERIOD_RATE = addingOnConflict('PeriodRate', ['companyId', 'unit', 'start', 'firstDay'], ['learners', 'rateSum']);
const addToMaterialPeriod = (columns: readonly string[]) => addingOnConflict('MaterialPeriod', ['materialId', 'unit', 'start'], columns);

/** A completion rate in millionths of a percent, as SQL: rounded the same way by the writes, the rebuild and the migration. */
const rateOf = (completed: Prisma.Sql, started: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${started} > 0 THEN round(100000000.0 * ${completed} / ${started})::bigint ELSE 0 END`;

/**
 * Carries the learners' progress as it stands (their Progress rows) into each of their period
 * rows that holds another, and the change of their rates into PeriodRate: after a write of theirs
 * (rollUpLearnerPeriods), or after a material's progress rows went with it. One statement however
 * many learners; nothing is written for a learner whose rows are current.
 */
export async function carryProgress(tx: Tx, learnerIds: string[]): Promise<void> {
  if (learnerIds.length === 0) return;
  // `o` is the row as it was before this statement: the rate it counted.
  await tx.$executeRaw`
    WITH progress AS (
      SELECT l."id", COUNT(p."id")::int AS "started", (COUNT(p."id") FILTER (WHERE p."status" = 'COMPLETED'))::int AS "completed"
      FROM "Learner" l LEFT JOIN "Progress" p ON p."learnerId" = l."id"
      WHERE l."id" = ANY(${learnerIds}::uuid[])
      GROUP BY l."id"),
    moved AS (
      UPDATE "LearnerPeriod" lp SET "started" = p."started", "completed" = p."completed"
      FROM progress p, "LearnerPeriod" o
      WHERE lp."learnerId" = p."id" AND (lp."started" <> p."started" OR lp."completed" <> p."completed")
        AND o."learnerId" = lp."learnerId" AND o."unit" = lp."unit" AND o."start" = lp."start"
      RETURNING lp."companyId", lp."unit", lp."start", lp."firstDay", p."started", p."completed", o."started" AS "wasStarted", o."completed" AS "wasCompleted")
    INSERT INTO "PeriodRate" ("companyId", "unit", "start", "firstDay", "learners", "rateSum")
    SELECT "companyId", "unit", "start", "firstDay", SUM(("started" > 0)::int - ("wasStarted" > 0)::int)::int,
      SUM(${rateOf(Prisma.sql`"completed"`, Prisma.sql`"started"`)} - ${rateOf(Prisma.sql`"wasCompleted"`, Prisma.sql`"wasStarted"`)})::bigint
    FROM moved
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ${ADD_TO_PERIOD_RATE}`;
}

/**
 * A learner's write on `day`: its seconds and completions, and whether the day is new for them.
 * Their progress (changed by the caller before its events) is carried into all their rows first;
 * a unit's new row takes it too, and adds the learner to PeriodRate on `day`, their first active
 * day in the unit. The learner's writes wait for each other (touchLearner locks their row).
 */
export async function rollUpLearnerPeriods(
  tx: Tx,
  r: { companyId: string; learnerId: string; day: string; seconds: number; completions: number; newDay: boolean },
): Promise<void> {
  await carryProgress(tx, [r.learnerId]);
  const days = r.newDay ? 1 : 0;
  const rows = unitsOf(r.day).map(
    ([unit, start]) =>
      Prisma.sql`(${r.companyId}::uuid, ${r.learnerId}::uuid, ${unit}::"PeriodUnit", ${start}::date, ${r.seconds}::int, ${days}::int, ${r.completions}::int, ${r.day}::date)`,
  );
  const created = await tx.$queryRaw<{ unit: string; start: string; started: number; completed: number; inserted: boolean }[]>`
    WITH progress AS (
      SELECT COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE "status" = 'COMPLETED'))::int AS "completed"
      FROM "Progress" WHERE "learnerId" = ${r.learnerId}::uuid)
    INSERT INTO "LearnerPeriod" ("companyId", "learnerId", "unit", "start", "seconds", "activeDays", "completions", "firstDay", "started", "completed")
    SELECT v.*, p."started", p."completed"
    FROM (VALUES ${Prisma.join(rows)}) v, progress p
    ON CONFLICT ("learnerId", "unit", "start") DO UPDATE SET
      "seconds" = "LearnerPeriod"."seconds" + EXCLUDED."seconds",
      "activeDays" = "LearnerPeriod"."activeDays" + EXCLUDED."activeDays",
      "completions" = "LearnerPeriod"."completions" + EXCLUDED."completions"
    RETURNING "unit"::text AS "unit", to_char("start", 'YYYY-MM-DD') AS "start", "started", "completed", (xmax = 0) AS "inserted"`;
  const fresh = created.filter((c) => c.inserted);
  if (fresh.length === 0) return;
  const values = fresh.map((c) => Prisma.sql`(${c.unit}::"PeriodUnit", ${c.start}::date, ${c.started}::int, ${c.completed}::int)`);
  // In key order, as every write does: two learners' writes never wait on each other crosswise.
  await tx.$executeRaw`
    INSERT INTO "PeriodRate" ("companyId", "unit", "start", "firstDay", "learners", "rateSum")
    SELECT ${r.companyId}::uuid, v."unit", v."start", ${r.day}::date, (v."started" > 0)::int, ${rateOf(Prisma.sql`v."completed"`, Prisma.sql`v."started"`)}
    FROM (VALUES ${Prisma.join(values)}) v("unit", "start", "started", "completed")
    ORDER BY 2, 3
    ${ADD_TO_PERIOD_RATE}`;
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
    ${addToMaterialPeriod(['uniques', 'opens', 'completions'])}`;
}

/** A satisfaction score of 1–5 as NPS counts it: Excited promotes, Happy is passive, the rest detract. */
const promoter = (score: number | null) => (score === 5 ? 1 : 0);
const detractor = (score: number | null) => (score !== null && score <= 3 ? 1 : 0);

/**
 * An actor's score on a material on `day`, after the write's MaterialActorDay row was updated:
 * `score` is that row's score now, `previous` the actor's last scored day and score on the
 * material before the write. Events are appended at the present (no later day exists), so the
 * day's score is the last of every unit holding it, and it replaces `previous` in each unit that
 * also holds that day (a unit where the actor had not rated gains a rating).
 */
export async function rollUpMaterialScores(
  tx: Tx,
  r: { companyId: string; materialId: string; day: string; score: number; previous: { day: string; score: number } | null },
): Promise<void> {
  const rows = unitsOf(r.day).flatMap(([unit, start]) => {
    const old = r.previous && r.previous.day >= start ? r.previous.score : null;
    if (old === r.score) return [];
    const counts = [promoter(r.score) - promoter(old), detractor(r.score) - detractor(old), old === null ? 1 : 0];
    return [Prisma.sql`(${r.companyId}::uuid, ${r.materialId}::uuid, ${unit}::"PeriodUnit", ${start}::date, ${counts[0]}, ${counts[1]}, ${counts[2]})`];
  });
  if (rows.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "promoters", "detractors", "ratings")
    VALUES ${Prisma.join(rows)}
    ${addToMaterialPeriod(['promoters', 'detractors', 'ratings'])}`;
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
  // Each person's last score in each unit, by day; a material only rated in a unit gets its row here.
  await tx.$executeRaw`
    INSERT INTO "MaterialPeriod" ("companyId", "materialId", "unit", "start", "promoters", "detractors", "ratings")
    SELECT l."companyId", l."materialId", l."unit", l."start", (COUNT(*) FILTER (WHERE l."score" = 5))::int,
      (COUNT(*) FILTER (WHERE l."score" <= 3))::int, COUNT(*)::int
    FROM (
      SELECT DISTINCT ON (d."materialId", d."actorKey", u."unit", u."start") d."companyId", d."materialId", u."unit", u."start", d."score"
      FROM "MaterialActorDay" d CROSS JOIN LATERAL ${UNITS_OF_DAY(Prisma.sql`d."day"`)} u("unit", "start")
      WHERE d."companyId" = ${companyId}::uuid AND d."score" IS NOT NULL
      ORDER BY d."materialId", d."actorKey", u."unit", u."start", d."day" DESC
    ) l
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("materialId", "unit", "start") DO UPDATE SET
      "promoters" = EXCLUDED."promoters", "detractors" = EXCLUDED."detractors", "ratings" = EXCLUDED."ratings"`;
  await tx.$executeRaw`DELETE FROM "PeriodRate" WHERE "companyId" = ${companyId}::uuid`;
  await tx.$executeRaw`
    INSERT INTO "LearnerPeriod" ("companyId", "learnerId", "unit", "start", "seconds", "activeDays", "completions", "firstDay")
    SELECT a."companyId", a."learnerId", u."unit", u."start", SUM(a."seconds")::int, COUNT(*)::int, SUM(a."completions")::int, MIN(a."day")
    FROM (
      SELECT d."companyId", d."learnerId", d."day", COALESCE(SUM(x."seconds"), 0) AS "seconds", COALESCE(SUM(x."completions"), 0) AS "completions"
      FROM "LearnerActiveDay" d
      LEFT JOIN "MaterialActorDay" x ON x."companyId" = d."companyId" AND x."learnerId" = d."learnerId" AND x."day" = d."day"
      WHERE d."companyId" = ${companyId}::uuid
      GROUP BY 1, 2, 3
    ) a CROSS JOIN LATERAL ${UNITS_OF_DAY(Prisma.sql`a."day"`)} u("unit", "start")
    GROUP BY 1, 2, 3, 4`;
  // Progress as it stands, in every row of the learner.
  await tx.$executeRaw`
    UPDATE "LearnerPeriod" lp SET "started" = p."started", "completed" = p."completed"
    FROM (
      SELECT "learnerId", COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE "status" = 'COMPLETED'))::int AS "completed"
      FROM "Progress" WHERE "companyId" = ${companyId}::uuid GROUP BY "learnerId"
    ) p
    WHERE lp."companyId" = ${companyId}::uuid AND lp."learnerId" = p."learnerId"`;
  await tx.$executeRaw`
    INSERT INTO "PeriodRate" ("companyId", "unit", "start", "firstDay", "learners", "rateSum")
    SELECT "companyId", "unit", "start", "firstDay", (COUNT(*) FILTER (WHERE "started" > 0))::int,
      COALESCE(SUM(${rateOf(Prisma.sql`"completed"`, Prisma.sql`"started"`)}), 0)::bigint
    FROM "LearnerPeriod" WHERE "companyId" = ${companyId}::uuid
    GROUP BY 1, 2, 3, 4`;
}
