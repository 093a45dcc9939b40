/**
 * The dashboard's figures (audience.md §2 "Dashboard", §3 dashboard data; issue 10 §1, §3), read
 * from the daily rollups (rollups.ts) and indexes — never from the events. The definitions, once:
 *
 * - **Total Users**: learners active in the period (any open, step, answer, upload, time or
 *   score on at least one of its days); all time: every learner who has ever been active.
 * - **Hours Learned**: active study time in the period (visible tab, not idle: the hub's study
 *   timer), in hours with one decimal.
 * - **Avg. Completion Rate**: over the period's active learners, the mean of each one's completion
 *   rate — the materials they completed divided by the materials they started (as of now) — in
 *   whole percent.
 * - **Added Users**: learners whose first activity ever falls in the period.
 * - **Engaged Users** (the chart): per bucket (a day, or a month), the learners active in it.
 *
 * The tables Most Engaged Users and Top Performing Content: top-tables.ts.
 *
 * How they are read: Hours Learned, Added Users and the daily chart are sums of ActivityDaily over
 * the window's days. Total Users and the monthly chart are sums too (the `firstOf…` columns: the
 * learners whose first active day of a week, month or year a day was), and the Avg. Completion
 * Rate a sum of PeriodRate rows (period-rollups.ts: per first active day in the unit), so every
 * figure costs the window's days, not the company's learners. A period in progress takes its
 * tables from the period rollups (a row per learner or material). A custom range that does not
 * start a week, month or year reads its learners from their active days (LearnerActiveDay), and
 * their progress for the rate. The API serves all this through dashboard-memo.ts: computed once
 * per window until the company's next activity.
 *
 * Days are the company's (its time zone). A period in progress counts its days up to today; the
 * period before it counts the same number of days from its start (periods.ts), so both include
 * their last, partial day. Deltas are whole percent against that period, "–" (null) when there is
 * none or it had nothing.
 */
import { Temporal } from 'temporal-polyfill';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import { type Deps, forReports } from '../../deps.js';
import { Prisma } from '../../generated/prisma/client.js';
import { deltaPercent, type Period, type PeriodOption, periodOf, type Range } from './periods.js';
import { localDay } from './rollups.js';
import { unitStartsOf } from './units.js';
import { ALL_TIME_START, type PeriodUnit } from './period-rollups.js';
import { type TopTables, topTables } from './top-tables.js';

export type Counter = { value: number; previous: number | null; deltaPercent: number | null };
export type Dashboard = {
  companyId: string;
  period: PeriodOption;
  /** Inclusive local days the figures cover; `from` null for all time. */
  from: string | null;
  to: string;
  totalUsers: Counter;
  hoursLearned: Counter;
  avgCompletionRate: Counter;
  addedUsers: Counter;
  /** Null for a bucket still to come (the rest of this week, month or year). */
  chart: { label: string; value: number | null }[];
  timeZone: string;
  computedAt: Date;
  /** Read only when a caller asks for them. */
  tables: TopTables;
};

type Days = { from: string | null; to: string };
const daysOf = (r: { start: Temporal.Instant | null; end: Temporal.Instant }, zone: string): Days => ({
  from: r.start ? localDay(new Date(r.start.epochMilliseconds), zone) : null,
  // The end is exclusive: its last day is the one holding the moment before it.
  to: localDay(new Date(r.end.epochMilliseconds - 1), zone),
});

type Figures = { totalUsers: number; seconds: number; addedUsers: number; avgCompletionRate: number };

/**
 * The unit a window runs in from its start (a week, month or year to a day in it, or all time up
 * to a day): every period and the period before it, and a custom range that happens to be one.
 * Its distinct learners are those whose first active day of the unit falls in it. Null for
 * another window (a custom range), whose learners come from their active days.
 */
function unitOfWindow(d: Days): { unit: PeriodUnit; start: string } | null {
  if (!d.from) return { unit: 'ALL', start: ALL_TIME_START };
  const starts = unitStartsOf(d.to);
  if (d.from === starts.week) return { unit: 'WEEK', start: d.from };
  if (d.from === starts.month) return { unit: 'MONTH', start: d.from };
  if (d.from === starts.year) return { unit: 'YEAR', start: d.from };
  return null;
}

/** The ActivityDaily column whose sum over such a window is its distinct active learners. */
const FIRST_OF_UNIT: Record<PeriodUnit, Prisma.Sql> = {
  ALL: Prisma.sql`"newLearners"`,
  WEEK: Prisma.sql`"firstOfWeek"`,
  MONTH: Prisma.sql`"firstOfMonth"`,
  YEAR: Prisma.sql`"firstOfYear"`,
};

async function figures(deps: Deps, companyId: string, d: Days): Promise<Figures> {
  const from = d.from ?? '0001-01-01';
  const u = unitOfWindow(d);
  // PeriodRate's rates are in millionths of a percent.
  const rateSql = u
    ? Prisma.sql`
      SELECT SUM("rateSum")::float / 1000000 / NULLIF(SUM("learners"), 0) AS "avg" FROM "PeriodRate"
      WHERE "companyId" = ${companyId}::uuid AND "unit" = ${u.unit}::"PeriodUnit" AND "start" = ${u.start}::date AND "firstDay" <= ${d.to}::date`
    : Prisma.sql`
      SELECT AVG("rate")::float AS "avg" FROM (
        SELECT 100.0 * COUNT(*) FILTER (WHERE p."status" = 'COMPLETED') / COUNT(*) AS "rate"
        FROM "Progress" p
        WHERE p."companyId" = ${companyId}::uuid AND p."learnerId" IN (
          SELECT DISTINCT "learnerId" FROM "LearnerActiveDay" WHERE "companyId" = ${companyId}::uuid AND "day" BETWEEN ${from}::date AND ${d.to}::date)
        GROUP BY p."learnerId") r`;
  const [sums, active, rate] = await Promise.all([
    deps.prisma.$queryRaw<{ seconds: number; added: number; active: number }[]>`
      SELECT COALESCE(SUM("seconds"), 0)::int AS "seconds", COALESCE(SUM("newLearners"), 0)::int AS "added",
        COALESCE(SUM(${u ? FIRST_OF_UNIT[u.unit] : Prisma.sql`0`}), 0)::int AS "active"
      FROM "ActivityDaily" WHERE "companyId" = ${companyId}::uuid AND "day" BETWEEN ${from}::date AND ${d.to}::date`,
    u
      ? null
      : deps.prisma.$queryRaw<{ n: number }[]>`
      SELECT COUNT(DISTINCT "learnerId")::int AS "n" FROM "LearnerActiveDay"
      WHERE "companyId" = ${companyId}::uuid AND "day" BETWEEN ${from}::date AND ${d.to}::date`,
    deps.prisma.$queryRaw<{ avg: number | null }[]>`${rateSql}`,
  ]);
  return {
    totalUsers: active ? (active[0]?.n ?? 0) : (sums[0]?.active ?? 0),
    seconds: sums[0]?.seconds ?? 0,
    addedUsers: sums[0]?.added ?? 0,
    avgCompletionRate: wholePercent(rate[0]?.avg ?? 0),
  };
}

/**
 * A mean rate in whole percent, half up. PeriodRate sums rates rounded to millionths of a percent,
 * so a mean of exactly 37.5 (rates of ⅓, ⅓, ⅓ and ½) can come out a hair under; snapped to
 * 1e-5 % first, it rounds as the exact mean does.
 */
const wholePercent = (mean: number) => Math.round(Math.round(mean * 1e5) / 1e5);

const hours = (seconds: number) => Math.round(seconds / 360) / 10;
const counter = (value: number, previous: number | null): Counter => ({ value, previous, deltaPercent: deltaPercent(value, previous) });

async function chart(deps: Deps, companyId: string, period: Period, zone: string): Promise<Dashboard['chart']> {
  const future = (b: { start: Temporal.Instant }) => Temporal.Instant.compare(b.start, period.end) >= 0;
  const first = localDay(new Date(period.buckets[0]!.start.epochMilliseconds), zone);
  const last = localDay(new Date(period.buckets.at(-1)!.end.epochMilliseconds - 1), zone);
  if (period.bucketUnit === 'month') {
    // A month's distinct learners: those whose first active day of the month is in it.
    const rows = await deps.prisma.$queryRaw<{ month: string; n: number }[]>`
      SELECT to_char("day", 'YYYY-MM') AS "month", SUM("firstOfMonth")::int AS "n" FROM "ActivityDaily"
      WHERE "companyId" = ${companyId}::uuid AND "day" BETWEEN ${first}::date AND ${last}::date GROUP BY 1`;
    const n = new Map(rows.map((r) => [r.month, r.n]));
    return period.buckets.map((b) => ({
      label: b.label,
      value: future(b) ? null : (n.get(localDay(new Date(b.start.epochMilliseconds), zone).slice(0, 7)) ?? 0),
    }));
  }
  const rows = await deps.prisma.activityDaily.findMany({
    where: { companyId, day: { gte: new Date(`${first}T00:00:00Z`), lte: new Date(`${last}T00:00:00Z`) } },
    select: { day: true, activeLearners: true },
  });
  const n = new Map(rows.map((r) => [r.day.toISOString().slice(0, 10), r.activeLearners]));
  return period.buckets.map((b) => ({ label: b.label, value: future(b) ? null : (n.get(localDay(new Date(b.start.epochMilliseconds), zone)) ?? 0) }));
}

/** The days a request covers: what its figures depend on besides the data. */
export type DashboardWindow = { timeZone: string; period: Period; now: Temporal.Instant; current: Days; previous: Days | null; key: string };

export async function dashboardWindow(
  deps: Deps,
  companyId: string,
  option: PeriodOption,
  custom?: { startDate: Temporal.PlainDate; endDate: Temporal.PlainDate },
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<DashboardWindow> {
  const { timeZone } = await deps.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { timeZone: true } });
  const period = periodOf(option, now, timeZone, custom);
  const current = daysOf(period, timeZone);
  const previous = period.previous ? daysOf(period.previous as Range, timeZone) : null;
  // Buckets start at midnight: within one day the same buckets are still to come.
  const key = `${current.from ?? ''}..${current.to}|${previous ? `${previous.from ?? ''}..${previous.to}` : '-'}`;
  return { timeZone, period, now, current, previous, key };
}

export async function dashboard(
  deps: Deps,
  actor: StaffActor | null,
  option: PeriodOption,
  custom?: { startDate: Temporal.PlainDate; endDate: Temporal.PlainDate },
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<Dashboard> {
  const { companyId } = requirePermission(actor, 'analytics.read');
  return dashboardOf(await forReports(deps), companyId, option, await dashboardWindow(deps, companyId, option, custom, now));
}

/** The figures of one window (the caller checked the permission). */
export async function dashboardOf(deps: Deps, companyId: string, option: PeriodOption, w: DashboardWindow): Promise<Dashboard> {
  const { current, previous, period, timeZone } = w;
  // Today by the real clock (a test's `now` may be earlier): a window up to it has no later day.
  const today = localDay(new Date(), timeZone);
  const [cur, prev, graph] = await Promise.all([
    figures(deps, companyId, current),
    previous ? figures(deps, companyId, previous) : Promise.resolve(null),
    chart(deps, companyId, period, timeZone),
  ]);
  return {
    companyId,
    period: option,
    from: current.from,
    to: current.to,
    totalUsers: counter(cur.totalUsers, prev?.totalUsers ?? null),
    hoursLearned: counter(hours(cur.seconds), prev ? hours(prev.seconds) : null),
    avgCompletionRate: counter(cur.avgCompletionRate, prev?.avgCompletionRate ?? null),
    addedUsers: counter(cur.addedUsers, prev?.addedUsers ?? null),
    chart: graph,
    timeZone,
    computedAt: new Date(Number(w.now.epochMilliseconds)),
    tables: topTables(deps, companyId, current, today),
  };
}
