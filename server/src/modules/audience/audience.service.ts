/**
 * The audience table (audience.md §2 "Audience page", §3 audience record; issue 10 §2): a
 * company's learners, filtered, sorted and paged by the database, one record per learner.
 *
 * Definitions (the dashboard's, dashboard.service.ts, where they overlap):
 * - **Activity status** is analytics/activity-status.ts's rule. The filter evaluates it in SQL
 *   from what is stored — the learner's last activity, and per path `Progress.nextDueDay` (a
 *   required step still open whose due day has passed) and `Progress.belowPassMark` — so a page
 *   and its total agree with the badges on it; the badge's reason counts the overdue steps.
 * - **Completion rate**: materials completed ÷ materials started (opened), whole percent.
 * - **Study time**: active seconds (visible tab, not idle). **Learning start**: first activity.
 *   **Recent activity**: latest activity. **Unique visits**: materials opened. **Opens**: page
 *   loads of materials. **Satisfaction score**: mean of the faces, 1 (angry) to 5 (excited).
 * - Date filters are days in the company's time zone, both ends included.
 *
 * A page costs six statements whatever its size: the count, the page, and four aggregates over
 * the page's learners (no per-row queries). With the default order, the count and the page's ids
 * are index-only scans of `Learner_companyId_recentActivity_idx` (its migration says why).
 */
import type { Temporal } from 'temporal-polyfill';
import { auditActor } from '../../audit/audit-log.js';
import { mayReadPii, requirePermission, type StaffActor } from '../../auth/actor.js';
import { type Deps, forReports } from '../../deps.js';
import { Prisma } from '../../generated/prisma/client.js';
import { uploadUrl } from '../../uploads/storage.js';
import { type ActivityStatus, activityStatus, localDay, type StatusThresholds } from '../analytics/index.js';
import { type AudienceFilter, type AudienceOrder, type AudiencePageQuery, type DayRange, EXPORT_MAX_ROWS } from './audience-query.js';
import { overdueStepCounts } from './overdue-steps.js';

export type AudienceRecord = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  name: string;
  imageUrl: string | null;
  learningGroups: string[];
  learningStart: Date | null;
  recentActivity: Date | null;
  studySeconds: number;
  activityStatus: ActivityStatus;
  statusReason: string;
  completionRate: number;
  uniqueVisits: number;
  opens: number;
  completions: number;
  satisfactionScore: number | null;
  filesUploaded: number;
};

export type AudiencePage = {
  records: AudienceRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
  computedAt: Date;
  timeZone: string;
};

type Company = { id: string; timeZone: string; thresholds: StatusThresholds };
/** The moment the statuses are evaluated at, and what it means in the company's days. */
type Clock = { now: Date; today: string; engagedAfter: Date; atRiskBy: Date };

const DAY_MS = 86_400_000;

async function companyOf(deps: Deps, companyId: string): Promise<Company> {
  const c = await deps.prisma.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { id: true, timeZone: true, engagedWithinDays: true, atRiskAfterDays: true },
  });
  return { id: c.id, timeZone: c.timeZone, thresholds: { engagedWithinDays: c.engagedWithinDays, atRiskAfterDays: c.atRiskAfterDays } };
}

function clockOf(company: Company, now: Date): Clock {
  return {
    now,
    today: localDay(now, company.timeZone),
    // activity-status.ts counts whole idle days: engaged while fewer than N, at risk from M.
    engagedAfter: new Date(now.getTime() - company.thresholds.engagedWithinDays * DAY_MS),
    atRiskBy: new Date(now.getTime() - company.thresholds.atRiskAfterDays * DAY_MS),
  };
}

/**
 * The status as SQL: the same rule as activityStatus(), on the stored facts — columns of the
 * learner (the risk facts are their Progress rows' sum, progress/learner-risk-facts.ts), all held
 * by the index of the default order, so a filtered page and its count never leave that index.
 */
const statusSql = (c: Clock) => Prisma.sql`(CASE
  WHEN l."lastActivityAt" <= ${c.atRiskBy} OR l."riskDueDay" < ${c.today}::date OR l."pathsBelowPassMark" > 0
    THEN 'AT_RISK'
  WHEN l."lastActivityAt" > ${c.engagedAfter} THEN 'ENGAGED'
  ELSE 'NEUTRAL' END)`;

/**
 * "The status is `status`", as plain comparisons of the columns rather than a test of statusSql's
 * CASE: the same rule (checked by the tests against activityStatus()), but one whose share of the
 * learners PostgreSQL can estimate from its column statistics — on the CASE it guessed 0.4 %, and
 * sorted 50,000 rows for a deep page instead of walking the index in order.
 */
function statusIs(status: ActivityStatus, c: Clock): Prisma.Sql {
  const noRiskFact = Prisma.sql`(l."riskDueDay" IS NULL OR l."riskDueDay" >= ${c.today}::date) AND l."pathsBelowPassMark" = 0`;
  switch (status) {
    case 'AT_RISK':
      return Prisma.sql`(l."lastActivityAt" <= ${c.atRiskBy} OR l."riskDueDay" < ${c.today}::date OR l."pathsBelowPassMark" > 0)`;
    case 'ENGAGED':
      return Prisma.sql`(l."lastActivityAt" > ${c.engagedAfter} AND l."lastActivityAt" > ${c.atRiskBy} AND ${noRiskFact})`;
    case 'NEUTRAL':
      return Prisma.sql`((l."lastActivityAt" IS NULL OR (l."lastActivityAt" > ${c.atRiskBy} AND l."lastActivityAt" <= ${c.engagedAfter})) AND ${noRiskFact})`;
  }
}

/** [start of the first day, start of the day after the last) in the company's zone. */
function instantRange(r: DayRange, zone: string): { from: Date | null; before: Date | null } {
  const at = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime({ timeZone: zone }).epochMilliseconds);
  return { from: r.from ? at(r.from) : null, before: r.to ? at(r.to.add({ days: 1 })) : null };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const nameSql = Prisma.sql`TRIM(COALESCE(l."firstName", '') || ' ' || COALESCE(l."lastName", ''))`;

function whereSql(company: Company, f: AudienceFilter, clock: Clock, ids?: string[], pii = true): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`l."companyId" = ${company.id}::uuid`];
  if (ids) parts.push(Prisma.sql`l."id" = ANY(${ids}::uuid[])`);
  // Without pii:read a token's keyword matches user ids only: matching names and e-mails would
  // let it find them out letter by letter.
  if (f.keyword && !pii) parts.push(Prisma.sql`l."id"::text LIKE ${`${escapeLike(f.keyword.toLowerCase())}%`}`);
  else if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    parts.push(Prisma.sql`(l."email" ILIKE ${like} OR ${nameSql} ILIKE ${like} OR l."id"::text LIKE ${`${escapeLike(f.keyword.toLowerCase())}%`})`);
  }
  for (const [column, r] of [
    ['learningStartAt', f.learningStart],
    ['lastActivityAt', f.recentActivity],
  ] as const) {
    const { from, before } = instantRange(r, company.timeZone);
    if (from) parts.push(Prisma.sql`l.${Prisma.raw(`"${column}"`)} >= ${from}`);
    if (before) parts.push(Prisma.sql`l.${Prisma.raw(`"${column}"`)} < ${before}`);
  }
  if (f.statuses.length)
    parts.push(
      Prisma.sql`(${Prisma.join(
        f.statuses.map((st) => statusIs(st, clock)),
        ' OR ',
      )})`,
    );
  return Prisma.join(parts, ' AND ');
}

const SORT_SQL: Record<AudienceOrder['sort'], Prisma.Sql> = {
  RECENT_ACTIVITY: Prisma.sql`l."lastActivityAt"`,
  LEARNING_START: Prisma.sql`l."learningStartAt"`,
  NAME: Prisma.sql`lower(COALESCE(NULLIF(${nameSql}, ''), l."email"))`,
  EMAIL: Prisma.sql`l."email"`,
  STUDY_TIME: Prisma.sql`l."studySeconds"`,
};

function orderSql(o: AudienceOrder): Prisma.Sql {
  const dir = Prisma.raw(o.direction === 'ASC' ? 'ASC' : 'DESC');
  // Learners with no activity yet go last either way; the id breaks ties so pages never overlap.
  return Prisma.sql`${SORT_SQL[o.sort]} ${dir} NULLS LAST, l."id" ${dir}`;
}

type LearnerRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarKey: string | null;
  learningGroups: string[];
  learningStartAt: Date | null;
  lastActivityAt: Date | null;
  studySeconds: number;
  status: ActivityStatus;
};

const selectSql = (clock: Clock) => Prisma.sql`
  SELECT l."id", l."email", l."firstName", l."lastName", l."avatarKey", l."learningGroups", l."learningStartAt", l."lastActivityAt",
    l."studySeconds", ${statusSql(clock)} AS "status"
  FROM "Learner" l`;

export function displayName(l: { firstName: string | null; lastName: string | null; email: string }): string {
  return [l.firstName, l.lastName].filter((s) => s?.trim()).join(' ') || l.email;
}

const SCORE_SQL = Prisma.sql`CASE s."score" WHEN 'ANGRY' THEN 1 WHEN 'SAD' THEN 2 WHEN 'NEUTRAL' THEN 3 WHEN 'HAPPY' THEN 4 ELSE 5 END`;

/** The counts of each learner in `rows`, in three statements for the whole set. */
async function records(deps: Deps, company: Company, clock: Clock, rows: LearnerRow[]): Promise<AudienceRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [progress, files, scores, overdue] = await Promise.all([
    deps.prisma.$queryRaw<{ learnerId: string; started: number; completed: number; opens: number; belowPassMark: number }[]>`
      SELECT p."learnerId", COUNT(*)::int AS "started", (COUNT(*) FILTER (WHERE p."status" = 'COMPLETED'))::int AS "completed",
        COALESCE(SUM(p."opens"), 0)::int AS "opens", (COUNT(*) FILTER (WHERE p."belowPassMark"))::int AS "belowPassMark"
      FROM "Progress" p WHERE p."learnerId" = ANY(${ids}::uuid[]) GROUP BY p."learnerId"`,
    deps.prisma.$queryRaw<{ learnerId: string; n: number }[]>`
      SELECT f."learnerId", COUNT(*)::int AS "n" FROM "LearnerFile" f WHERE f."learnerId" = ANY(${ids}::uuid[]) GROUP BY f."learnerId"`,
    deps.prisma.$queryRaw<{ learnerId: string; avg: number }[]>`
      SELECT s."learnerId", AVG(${SCORE_SQL})::float AS "avg" FROM "SatisfactionScore" s
      WHERE s."learnerId" = ANY(${ids}::uuid[]) GROUP BY s."learnerId"`,
    overdueStepCounts(deps, ids, clock.today),
  ]);
  const byId = <T extends { learnerId: string }>(list: T[]) => new Map(list.map((r) => [r.learnerId, r]));
  const p = byId(progress);
  const f = byId(files);
  const s = byId(scores);
  return rows.map((r) => {
    const pr = p.get(r.id);
    const started = pr?.started ?? 0;
    const completed = pr?.completed ?? 0;
    const { reasons } = activityStatus(
      { lastActivityAt: r.lastActivityAt, overdueSteps: overdue.get(r.id) ?? 0, pathsBelowPassMark: pr?.belowPassMark ?? 0 },
      clock.now,
      company.thresholds,
    );
    return {
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      name: displayName(r),
      imageUrl: uploadUrl(r.avatarKey),
      learningGroups: r.learningGroups,
      learningStart: r.learningStartAt,
      recentActivity: r.lastActivityAt,
      studySeconds: r.studySeconds,
      // The SQL rule placed the row in the filter; activityStatus() agrees on the same facts.
      activityStatus: r.status,
      statusReason: reasons.join('; '),
      completionRate: started ? Math.round((100 * completed) / started) : 0,
      uniqueVisits: started,
      opens: pr?.opens ?? 0,
      completions: completed,
      satisfactionScore: s.get(r.id) ? Math.round(s.get(r.id)!.avg * 10) / 10 : null,
      filesUploaded: f.get(r.id)?.n ?? 0,
    };
  });
}

export async function audiencePage(deps: Deps, actor: StaffActor | null, q: AudiencePageQuery, now = new Date()): Promise<AudiencePage> {
  const { companyId } = requirePermission(actor, 'analytics.read');
  // A report: the read replica when it is current (db/replica.ts).
  deps = await forReports(deps);
  const company = await companyOf(deps, companyId);
  const clock = clockOf(company, now);
  const where = whereSql(company, q, clock, undefined, mayReadPii(actor));
  const [count, rows] = await Promise.all([
    deps.prisma.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS "n" FROM "Learner" l WHERE ${where}`,
    // The page's ids first, from the index alone (a deep page walks index entries, not rows),
    // then the rows of those ids only.
    deps.prisma.$queryRaw<LearnerRow[]>`${selectSql(clock)}
      JOIN (SELECT l."id" FROM "Learner" l WHERE ${where} ORDER BY ${orderSql(q)} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}) page
        ON page."id" = l."id"
      ORDER BY ${orderSql(q)}`,
  ]);
  const totalCount = count[0]?.n ?? 0;
  return {
    records: await records(deps, company, clock, rows),
    totalCount,
    page: q.page,
    pageSize: q.pageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / q.pageSize)),
    computedAt: now,
    timeZone: company.timeZone,
  };
}

/** One company's learners by id (node lookups, a learner's profile); other companies' ids find nothing. */
export async function audienceRecords(deps: Deps, actor: StaffActor | null, ids: string[], now = new Date()): Promise<AudienceRecord[]> {
  const { companyId } = requirePermission(actor, 'analytics.read');
  if (ids.length === 0) return [];
  deps = await forReports(deps);
  const company = await companyOf(deps, companyId);
  const clock = clockOf(company, now);
  const rows = await deps.prisma.$queryRaw<LearnerRow[]>`${selectSql(clock)} WHERE l."companyId" = ${companyId}::uuid AND l."id" = ANY(${ids}::uuid[])`;
  return records(deps, company, clock, rows);
}

export type AudienceExport = { records: AudienceRecord[]; totalCount: number; truncated: boolean; computedAt: Date; timeZone: string };

/**
 * The rows of an export (analytics.export: not View Only, as names and e-mails leave the product):
 * the chosen learners, or every learner matching the filter, at most EXPORT_MAX_ROWS, in the
 * table's order. The counts are made in batches, so 10,000 rows cost a few dozen statements.
 */
export async function audienceExport(
  deps: Deps,
  actor: StaffActor | null,
  input: AudienceFilter & AudienceOrder & { ids: string[] | null },
  now = new Date(),
): Promise<AudienceExport> {
  const a = requirePermission(actor, 'analytics.export');
  const companyId = a.companyId;
  deps = await forReports(deps);
  const company = await companyOf(deps, companyId);
  const clock = clockOf(company, now);
  const where = whereSql(company, input, clock, input.ids ?? undefined);
  const [count, rows] = await Promise.all([
    deps.prisma.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS "n" FROM "Learner" l WHERE ${where}`,
    deps.prisma.$queryRaw<LearnerRow[]>`${selectSql(clock)} WHERE ${where} ORDER BY ${orderSql(input)} LIMIT ${EXPORT_MAX_ROWS}`,
  ]);
  const out: AudienceRecord[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await records(deps, company, clock, rows.slice(i, i + 1000))));
  const totalCount = count[0]?.n ?? 0;
  // Names and e-mails leave the product: the audit log says who took which, and how many.
  await deps.audit.append({
    companyId,
    actor: auditActor(a),
    action: 'audienceExport',
    ip: a.ip ?? null,
    after: { rows: out.length, chosen: input.ids?.length ?? null, keyword: input.keyword, statuses: input.statuses },
  });
  return { records: out, totalCount, truncated: totalCount > rows.length, computedAt: now, timeZone: company.timeZone };
}
