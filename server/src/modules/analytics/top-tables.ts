/**
 * The dashboard's two tables (audience.md §2 "Dashboard"; issue 10 §3) for the dashboard's period,
 * read from rollups — never from the events: for a week, month or year to date or all time, the
 * period rollups (period-rollups.ts: one row per material or learner); for another window (a
 * custom range), the per-material daily rollup (MaterialActorDay, material-rollups.ts). Both give
 * the same rows (top-tables.test.ts). Days are the company's, as for the counters.
 *
 * **Top Performing Content** — the materials opened, completed or rated in the period:
 * - Uniques: distinct learners and visitors (not signed in) who opened it in the period;
 * - Opens: its opens in the period (each page load is one);
 * - Completions: learners who completed it in the period (a learner completes a material once);
 * - NPS: over the people who rated it in the period, each counted once with the last score they
 *   gave in the period (a replaced score counts as the new one): Excited are promoters, Happy
 *   passives, Angry, Sad and Neutral detractors (the 0–10 scale's 9–10, 7–8 and 0–6 with the five
 *   faces spread over it); NPS = % promoters − % detractors, a whole number from −100 to 100;
 *   null ("–") when nobody rated it in the period.
 * The top 5 by Uniques, then Completions, then Opens, then name — for every kind or one.
 *
 * **Most Engaged Users** — the top 5 learners active in the period by study time (visible tab,
 * not idle), then active days, then completions, then e-mail: with their active days (days with
 * any activity), study time and completions in the period. Visitors are not users: only learners.
 */
import type { Deps } from '../../deps.js';
import type { MaterialKind } from '../../generated/prisma/client.js';
import { ALL_TIME_START, type PeriodUnit } from './period-rollups.js';
import { unitStartsOf } from './units.js';

export const TOP_ROWS = 5;

export type ContentRow = {
  materialId: string;
  name: string;
  kind: MaterialKind;
  thumbnailKey: string | null;
  uniques: number;
  opens: number;
  completions: number;
  /** The people whose score counts in `nps`. */
  ratings: number;
  nps: number | null;
};

export type EngagedLearner = {
  learnerId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarKey: string | null;
  activeDays: number;
  seconds: number;
  completions: number;
};

/** Net Promoter Score of the faces (see the module comment); null with no score. */
export function netPromoterScore(r: { promoters: number; detractors: number; ratings: number }): number | null {
  return r.ratings === 0 ? null : Math.round((100 * (r.promoters - r.detractors)) / r.ratings);
}

type Days = { from: string | null; to: string };

async function contentStats(deps: Deps, companyId: string, d: Days): Promise<ContentRow[]> {
  const from = d.from ?? '0001-01-01';
  const rows = await deps.prisma.$queryRaw<(Omit<ContentRow, 'nps'> & { promoters: number; detractors: number })[]>`
    WITH period AS (
      SELECT "materialId", "actorKey", "day", "opens", "completions", "score" FROM "MaterialActorDay"
      WHERE "companyId" = ${companyId}::uuid AND "day" BETWEEN ${from}::date AND ${d.to}::date),
    sums AS (
      SELECT "materialId", (COUNT(DISTINCT "actorKey") FILTER (WHERE "opens" > 0))::int AS "uniques",
        SUM("opens")::int AS "opens", SUM("completions")::int AS "completions"
      FROM period GROUP BY 1),
    last AS (
      SELECT DISTINCT ON ("materialId", "actorKey") "materialId", "score" FROM period
      WHERE "score" IS NOT NULL ORDER BY "materialId", "actorKey", "day" DESC),
    scores AS (
      SELECT "materialId", (COUNT(*) FILTER (WHERE "score" = 5))::int AS "promoters",
        (COUNT(*) FILTER (WHERE "score" <= 3))::int AS "detractors", COUNT(*)::int AS "ratings"
      FROM last GROUP BY 1)
    SELECT m."id" AS "materialId", m."name", m."kind", m."thumbnailKey", s."uniques", s."opens", s."completions",
      COALESCE(r."promoters", 0) AS "promoters", COALESCE(r."detractors", 0) AS "detractors", COALESCE(r."ratings", 0) AS "ratings"
    FROM sums s JOIN "LearningMaterial" m ON m."id" = s."materialId" AND m."companyId" = ${companyId}::uuid
    LEFT JOIN scores r ON r."materialId" = s."materialId"
    WHERE s."uniques" > 0 OR s."completions" > 0 OR r."ratings" > 0`;
  return ranked(rows);
}

function ranked(rows: (Omit<ContentRow, 'nps'> & { promoters: number; detractors: number })[]): ContentRow[] {
  return rows
    .map(({ promoters, detractors, ...r }) => ({ ...r, nps: netPromoterScore({ promoters, detractors, ratings: r.ratings }) }))
    .sort(
      (a, b) =>
        b.uniques - a.uniques || b.completions - a.completions || b.opens - a.opens || a.name.localeCompare(b.name) || a.materialId.localeCompare(b.materialId),
    );
}

async function engaged(deps: Deps, companyId: string, d: Days): Promise<EngagedLearner[]> {
  const from = d.from ?? '0001-01-01';
  return deps.prisma.$queryRaw<EngagedLearner[]>`
    SELECT l."id" AS "learnerId", l."firstName", l."lastName", l."email", l."avatarKey",
      COUNT(DISTINCT a."day")::int AS "activeDays", SUM(a."seconds")::int AS "seconds", SUM(a."completions")::int AS "completions"
    FROM "MaterialActorDay" a JOIN "Learner" l ON l."id" = a."learnerId" AND l."companyId" = ${companyId}::uuid
    WHERE a."companyId" = ${companyId}::uuid AND a."day" BETWEEN ${from}::date AND ${d.to}::date AND a."learnerId" IS NOT NULL
    GROUP BY l."id"
    ORDER BY "seconds" DESC, "activeDays" DESC, "completions" DESC, l."email" ASC
    LIMIT ${TOP_ROWS}`;
}

/**
 * The period rollup (period-rollups.ts) that holds exactly the window's days: a week, month or year
 * to date, or all time, up to today (no later day exists). Null for another window (a custom
 * range, or one that ended), whose tables are read from the daily rollup.
 */
export function periodRollupOf(d: Days, today: string): { unit: PeriodUnit; start: string } | null {
  if (d.to < today) return null;
  if (!d.from) return { unit: 'ALL', start: ALL_TIME_START };
  const s = unitStartsOf(d.to);
  if (d.from === s.week) return { unit: 'WEEK', start: s.week };
  if (d.from === s.month) return { unit: 'MONTH', start: s.month };
  if (d.from === s.year) return { unit: 'YEAR', start: s.year };
  return null;
}

type Unit = { unit: PeriodUnit; start: string };

/** contentStats from the period rollup: one row per material, its scores counted as they came. */
async function contentStatsOfPeriod(deps: Deps, companyId: string, u: Unit): Promise<ContentRow[]> {
  const rows = await deps.prisma.$queryRaw<(Omit<ContentRow, 'nps'> & { promoters: number; detractors: number })[]>`
    SELECT m."id" AS "materialId", m."name", m."kind", m."thumbnailKey", s."uniques", s."opens", s."completions",
      s."promoters", s."detractors", s."ratings"
    FROM "MaterialPeriod" s JOIN "LearningMaterial" m ON m."id" = s."materialId" AND m."companyId" = ${companyId}::uuid
    WHERE s."companyId" = ${companyId}::uuid AND s."unit" = ${u.unit}::"PeriodUnit" AND s."start" = ${u.start}::date
      AND (s."uniques" > 0 OR s."completions" > 0 OR s."ratings" > 0)`;
  return ranked(rows);
}

/** engaged() from the period rollup: the top of an index, not a sum over the period's days. */
async function engagedOfPeriod(deps: Deps, companyId: string, u: Unit): Promise<EngagedLearner[]> {
  return deps.prisma.$queryRaw<EngagedLearner[]>`
    SELECT l."id" AS "learnerId", l."firstName", l."lastName", l."email", l."avatarKey", p."activeDays", p."seconds", p."completions"
    FROM "LearnerPeriod" p JOIN "Learner" l ON l."id" = p."learnerId" AND l."companyId" = ${companyId}::uuid
    WHERE p."companyId" = ${companyId}::uuid AND p."unit" = ${u.unit}::"PeriodUnit" AND p."start" = ${u.start}::date
    ORDER BY p."seconds" DESC, p."activeDays" DESC, p."completions" DESC, l."email" ASC
    LIMIT ${TOP_ROWS}`;
}

export type TopTables = {
  /** The top 5 of one kind, or of every kind (null). */
  content: (kind: MaterialKind | null) => Promise<ContentRow[]>;
  engagedUsers: () => Promise<EngagedLearner[]>;
};

/**
 * The tables of one dashboard answer, read when asked for. Every kind's top 5 comes from one read
 * of the period's materials, so a client asking for all its filters at once costs one query.
 */
export function topTables(deps: Deps, companyId: string, days: Days, today: string): TopTables {
  let stats: Promise<ContentRow[]> | null = null;
  let learners: Promise<EngagedLearner[]> | null = null;
  const unit = periodRollupOf(days, today);
  return {
    content: async (kind) => {
      stats ??= unit ? contentStatsOfPeriod(deps, companyId, unit) : contentStats(deps, companyId, days);
      return (await stats).filter((r) => kind === null || r.kind === kind).slice(0, TOP_ROWS);
    },
    engagedUsers: () => {
      learners ??= unit ? engagedOfPeriod(deps, companyId, unit) : engaged(deps, companyId, days);
      return learners;
    },
  };
}

/** Both ways of reading the tables, for the tests that hold them equal. */
export const tablesFor = { contentStats, engaged, contentStatsOfPeriod, engagedOfPeriod };
