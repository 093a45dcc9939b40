/**
 * The dashboard's tables (top-tables.ts) from a hand-made activity log in New York (EST, UTC−5),
 * on Wednesday 4 November 2026 at 10:30. This week is Mon 2 – Wed 4 November; Monday starts at
 * 05:00Z. Every expected row is worked out by hand from this log:
 *
 *   #  when (UTC)     local           who        material         events
 *   1  02 Nov 04:30   Sun 1, 23:30    Ava        Welcome tour     open, 600 s, SAD
 *   2  02 Nov 05:30   Mon 2, 00:30    Ava        Welcome tour     open, 300 s, completed
 *   3  02 Nov 14:00   Mon 2           Ava        Welcome tour     EXCITED (replaces SAD)
 *   4  02 Nov 15:00   Mon 2           Ben        Onboarding path  open, 1200 s, NEUTRAL
 *   5  02 Nov 16:00   Mon 2           Ben        Onboarding path  HAPPY (replaces NEUTRAL, same day)
 *   6  03 Nov 15:00   Tue 3           Ben        Onboarding path  open, 900 s, completed
 *   7  03 Nov 16:00   Tue 3           visitor    Welcome tour     open, ANGRY
 *   8  03 Nov 17:00   Tue 3           Chloe      Handbook (doc)   open, 200 s
 *   9  04 Nov 14:00   Wed 4           Chloe      Welcome tour     open, EXCITED
 *  10  04 Nov 14:30   Wed 4           Chloe      Intro video      open, 100 s
 *  11  04 Nov 15:00   Wed 4           visitor    Billing tour     open
 *  12  04 Nov 15:10   Wed 4           visitor    Zeta doc         open
 *
 * Company B has a material and a learner with far bigger numbers, on Tuesday: A never sees them.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaterialKind } from '../../generated/prisma/client.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openAsVisitor, rateAsVisitor } from '../progress/index.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { dashboard } from './dashboard.service.js';
import { parseDashboardDate, type PeriodOption } from './periods.js';
import { rebuildRollups, rollUp } from './rollups.js';
import type { PeriodUnit } from './period-rollups.js';
import { netPromoterScore, periodRollupOf, tablesFor } from './top-tables.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const ZONE = 'America/New_York';
const now = Temporal.Instant.from('2026-11-04T15:30:00Z');
const staff = (c: typeof A) => ({ userId: c.owner.user.id, sessionId: 'test', companyId: c.company.id, role: 'OWNER' as const });
const m: Record<string, string> = {};
const learner: Record<string, string> = {};
const visitor = randomUUID();

type Ev = { type: 'OPEN' | 'MINUTES' | 'COMPLETED' | 'SATISFACTION'; value?: number };
const open: Ev = { type: 'OPEN' };
const done: Ev = { type: 'COMPLETED' };
const secs = (value: number): Ev => ({ type: 'MINUTES', value });
const score = (value: number): Ev => ({ type: 'SATISFACTION', value });

/** One write as the services make it: the events and their rollup in one transaction. */
async function write(companyId: string, who: { learnerId?: string; visitorId?: string }, at: string, materialId: string, events: Ev[]) {
  await t.prisma.$transaction(async (tx) => {
    const occurredAt = new Date(at);
    const learnerId = who.learnerId ?? null;
    const visitorId = who.visitorId ?? null;
    await tx.activityEvent.createMany({
      data: events.map((e) => ({ companyId, learnerId, visitorId, materialId, type: e.type, value: e.value ?? null, occurredAt })),
    });
    const rolled = events.map((e) => ({ ...e, materialId }));
    await rollUp(tx, { companyId, zone: ZONE, learnerId, visitorId, firstActivity: false, occurredAt, events: rolled });
  });
}

const material = async (companyId: string, name: string, kind: MaterialKind) =>
  (await t.prisma.learningMaterial.create({ data: { companyId, kind, name, slug: `s-${randomUUID().slice(0, 8)}`, status: 'PUBLISHED' } })).id;

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  await t.prisma.company.updateMany({ where: { id: { in: [A.company.id, B.company.id] } }, data: { timeZone: ZONE } });
  m.welcome = await material(A.company.id, 'Welcome tour', 'WALKTHROUGH');
  m.billing = await material(A.company.id, 'Billing tour', 'WALKTHROUGH');
  m.path = await material(A.company.id, 'Onboarding path', 'PATH');
  m.handbook = await material(A.company.id, 'Handbook', 'DOC');
  m.zeta = await material(A.company.id, 'Zeta doc', 'DOC');
  m.video = await material(A.company.id, 'Intro video', 'VIDEO');
  m.secret = await material(B.company.id, 'B secret tour', 'WALKTHROUGH');
  const person = (companyId: string, email: string, firstName?: string, lastName?: string) =>
    t.prisma.learner.create({ data: { companyId, email, firstName, lastName } }).then((l) => l.id);
  learner.ava = await person(A.company.id, 'ava@a.example', 'Ava', 'Nguyen');
  learner.ben = await person(A.company.id, 'ben@a.example', 'Ben');
  learner.chloe = await person(A.company.id, 'chloe@a.example');
  learner.bee = await person(B.company.id, 'bee@b.example', 'Bee', 'Bigger');

  const a = A.company.id;
  await write(a, { learnerId: learner.ava }, '2026-11-02T04:30:00Z', m.welcome!, [open, secs(600), score(2)]);
  await write(a, { learnerId: learner.ava }, '2026-11-02T05:30:00Z', m.welcome!, [open, secs(300), done]);
  await write(a, { learnerId: learner.ava }, '2026-11-02T14:00:00Z', m.welcome!, [score(5)]);
  await write(a, { learnerId: learner.ben }, '2026-11-02T15:00:00Z', m.path!, [open, secs(1200), score(3)]);
  await write(a, { learnerId: learner.ben }, '2026-11-02T16:00:00Z', m.path!, [score(4)]);
  await write(a, { learnerId: learner.ben }, '2026-11-03T15:00:00Z', m.path!, [open, secs(900), done]);
  await write(a, { visitorId: visitor }, '2026-11-03T16:00:00Z', m.welcome!, [open, score(1)]);
  await write(a, { learnerId: learner.chloe }, '2026-11-03T17:00:00Z', m.handbook!, [open, secs(200)]);
  await write(a, { learnerId: learner.chloe }, '2026-11-04T14:00:00Z', m.welcome!, [open, score(5)]);
  await write(a, { learnerId: learner.chloe }, '2026-11-04T14:30:00Z', m.video!, [open, secs(100)]);
  await write(a, { visitorId: visitor }, '2026-11-04T15:00:00Z', m.billing!, [open]);
  await write(a, { visitorId: visitor }, '2026-11-04T15:10:00Z', m.zeta!, [open]);
  // Company B: one learner, bigger than anything in A.
  for (const at of ['2026-11-03T15:00:00Z', '2026-11-03T16:00:00Z', '2026-11-03T17:00:00Z'])
    await write(B.company.id, { learnerId: learner.bee }, at, m.secret!, [open, secs(9000), score(5)]);
  await write(B.company.id, { visitorId: randomUUID() }, '2026-11-03T18:00:00Z', m.secret!, [open]);
});
afterAll(() => t.close());

const custom = (from: string, to: string) => ({ startDate: parseDashboardDate(from, 's'), endDate: parseDashboardDate(to, 'e') });
async function tables(c: typeof A, option: PeriodOption, range?: ReturnType<typeof custom>) {
  const d = await dashboard(t.deps, staff(c), option, range, now);
  const content = async (kind: MaterialKind | null) =>
    (await d.tables.content(kind)).map((r) => ({
      name: r.name,
      uniques: r.uniques,
      opens: r.opens,
      nps: r.nps,
      ratings: r.ratings,
      completions: r.completions,
    }));
  return {
    all: await content(null),
    walkthroughs: await content('WALKTHROUGH'),
    docs: await content('DOC'),
    paths: await content('PATH'),
    videos: await content('VIDEO'),
    users: (await d.tables.engagedUsers()).map((u) => ({ email: u.email, activeDays: u.activeDays, seconds: u.seconds, completions: u.completions })),
  };
}

// This week (Mon 2 – Wed 4). Welcome tour: opened by Ava (#2), the visitor (#7), Chloe (#9): 3 uniques,
// 3 opens, Ava's completion; scores Ava EXCITED (#3 replaced nothing this week), visitor ANGRY,
// Chloe EXCITED: 2 promoters, 1 detractor of 3 → 33. Onboarding path: Ben (#4, #6): 1 unique,
// 2 opens, 1 completion; his last score HAPPY (#5): passive → 0. The rest: one open each, no score.
const weekWelcome = { name: 'Welcome tour', uniques: 3, opens: 3, nps: 33, ratings: 3, completions: 1 };
const path = { name: 'Onboarding path', uniques: 1, opens: 2, nps: 0, ratings: 1, completions: 1 };
const one = (name: string) => ({ name, uniques: 1, opens: 1, nps: null, ratings: 0, completions: 0 });

describe('Top Performing Content', () => {
  it('This week: the top 5 by uniques, completions, opens, then name; each kind filter; Zeta doc is sixth', async () => {
    const w = await tables(A, 'week');
    // Ties at 1 unique: the path has a completion; the other three go by name; Zeta doc is cut.
    expect(w.all).toEqual([weekWelcome, path, one('Billing tour'), one('Handbook'), one('Intro video')]);
    expect(w.walkthroughs).toEqual([weekWelcome, one('Billing tour')]);
    expect(w.docs).toEqual([one('Handbook'), one('Zeta doc')]);
    expect(w.paths).toEqual([path]);
    expect(w.videos).toEqual([one('Intro video')]);
  });

  it('a period boundary and a replaced score: Sunday 23:30 belongs to last week, where Ava’s score is still SAD', async () => {
    const before = await tables(A, 'custom_date', custom('26-10-2026', '01-11-2026'));
    // #1 only: Ava opened Welcome tour and rated it SAD (a detractor of 1 → −100).
    expect(before.all).toEqual([{ name: 'Welcome tour', uniques: 1, opens: 1, nps: -100, ratings: 1, completions: 0 }]);
    expect(before.paths).toEqual([]);
    // Month (1–4 Nov) holds #1 too: Ava opened twice (4 opens), still one unique; her last score is EXCITED (#3).
    const month = await tables(A, 'month');
    expect(month.all[0]).toEqual({ name: 'Welcome tour', uniques: 3, opens: 4, nps: 33, ratings: 3, completions: 1 });
    // Monday alone: #2, #3, #4, #5.
    const monday = await tables(A, 'custom_date', custom('02-11-2026', '02-11-2026'));
    expect(monday.all).toEqual([
      { name: 'Welcome tour', uniques: 1, opens: 1, nps: 100, ratings: 1, completions: 1 },
      { name: 'Onboarding path', uniques: 1, opens: 1, nps: 0, ratings: 1, completions: 0 },
    ]);
  });

  it('NPS: % promoters − % detractors, rounded; none without a score', () => {
    expect(netPromoterScore({ promoters: 2, detractors: 1, ratings: 3 })).toBe(33);
    expect(netPromoterScore({ promoters: 0, detractors: 2, ratings: 3 })).toBe(-67);
    expect(netPromoterScore({ promoters: 0, detractors: 0, ratings: 1 })).toBe(0);
    expect(netPromoterScore({ promoters: 0, detractors: 0, ratings: 0 })).toBeNull();
  });
});

describe('Most Engaged Users', () => {
  it('the period’s learners by study time, then active days; visitors are not users', async () => {
    // Ben: Mon 1200 + Tue 900 = 2100 s on 2 days, 1 completion. Ava: Mon 300 s, 1 day, 1 completion.
    // Chloe: Tue 200 + Wed 100 = 300 s on 2 days: ties with Ava on time, wins on days.
    expect((await tables(A, 'week')).users).toEqual([
      { email: 'ben@a.example', activeDays: 2, seconds: 2100, completions: 1 },
      { email: 'chloe@a.example', activeDays: 2, seconds: 300, completions: 0 },
      { email: 'ava@a.example', activeDays: 1, seconds: 300, completions: 1 },
    ]);
    // The month adds Ava's Sunday (600 s): 900 s on 2 days.
    expect((await tables(A, 'month')).users).toEqual([
      { email: 'ben@a.example', activeDays: 2, seconds: 2100, completions: 1 },
      { email: 'ava@a.example', activeDays: 2, seconds: 900, completions: 1 },
      { email: 'chloe@a.example', activeDays: 2, seconds: 300, completions: 0 },
    ]);
    expect((await tables(A, 'custom_date', custom('26-10-2026', '01-11-2026'))).users).toEqual([
      { email: 'ava@a.example', activeDays: 1, seconds: 600, completions: 0 },
    ]);
    expect((await tables(A, 'custom_date', custom('05-11-2026', '06-11-2026'))).users).toEqual([]);
  });
});

describe('the period rollups (a week, month or year to date, or all time)', () => {
  const period = async (unit: PeriodUnit, start: string) => {
    const u = { unit, start };
    return {
      all: (await tablesFor.contentStatsOfPeriod(t.deps, A.company.id, u))
        .slice(0, 5)
        .map((r) => ({ name: r.name, uniques: r.uniques, opens: r.opens, nps: r.nps, ratings: r.ratings, completions: r.completions })),
      users: (await tablesFor.engagedOfPeriod(t.deps, A.company.id, u)).map((r) => ({
        email: r.email,
        activeDays: r.activeDays,
        seconds: r.seconds,
        completions: r.completions,
      })),
    };
  };

  it('give the tables the days give', async () => {
    // The same hand-worked rows as above, now from one row per material and learner.
    const week = await period('WEEK', '2026-11-02');
    expect(week.all).toEqual([weekWelcome, path, one('Billing tour'), one('Handbook'), one('Intro video')]);
    expect(week.users).toEqual([
      { email: 'ben@a.example', activeDays: 2, seconds: 2100, completions: 1 },
      { email: 'chloe@a.example', activeDays: 2, seconds: 300, completions: 0 },
      { email: 'ava@a.example', activeDays: 1, seconds: 300, completions: 1 },
    ]);
    const month = await period('MONTH', '2026-11-01');
    expect(month.all[0]).toEqual({ name: 'Welcome tour', uniques: 3, opens: 4, nps: 33, ratings: 3, completions: 1 });
    expect(month.users).toEqual([
      { email: 'ben@a.example', activeDays: 2, seconds: 2100, completions: 1 },
      { email: 'ava@a.example', activeDays: 2, seconds: 900, completions: 1 },
      { email: 'chloe@a.example', activeDays: 2, seconds: 300, completions: 0 },
    ]);
    // Every write is in November 2026: the year and all time hold what the month holds.
    expect(await period('YEAR', '2026-01-01')).toEqual(month);
    expect(await period('ALL', '1970-01-01')).toEqual(month);
  });

  it('Most Engaged Users past five learners: four tied at third place go by e-mail, and the sixth is cut', async () => {
    const c = await buildCompany(t);
    const start = new Date('2026-11-02T00:00:00Z');
    // Written in an order that is neither the answer's nor the e-mails'.
    const people = [
      { email: 'zed@c.example', seconds: 500, activeDays: 2, completions: 1 },
      { email: 'amy@c.example', seconds: 1000, activeDays: 3, completions: 0 },
      { email: 'yan@c.example', seconds: 500, activeDays: 2, completions: 1 },
      { email: 'low@c.example', seconds: 500, activeDays: 1, completions: 9 },
      { email: 'wes@c.example', seconds: 500, activeDays: 2, completions: 1 },
      { email: 'bo@c.example', seconds: 800, activeDays: 1, completions: 0 },
      { email: 'xia@c.example', seconds: 500, activeDays: 2, completions: 1 },
    ];
    for (const p of people) {
      const learner = await t.prisma.learner.create({ data: { companyId: c.company.id, email: p.email } });
      await t.prisma.learnerPeriod.create({
        data: {
          companyId: c.company.id,
          learnerId: learner.id,
          unit: 'WEEK',
          start,
          firstDay: start,
          seconds: p.seconds,
          activeDays: p.activeDays,
          completions: p.completions,
        },
      });
    }
    const top = await tablesFor.engagedOfPeriod(t.deps, c.company.id, { unit: 'WEEK', start: '2026-11-02' });
    // amy (1000 s), bo (800 s), then wes, xia, yan of the four at (500 s, 2 days, 1); zed sixth; low has fewer days.
    expect(top.map((r) => r.email)).toEqual(['amy@c.example', 'bo@c.example', 'wes@c.example', 'xia@c.example', 'yan@c.example']);
  });

  it('are read for a period up to today, not for one that ended or a custom range', () => {
    expect(periodRollupOf({ from: '2026-11-02', to: '2026-11-04' }, '2026-11-04')).toEqual({ unit: 'WEEK', start: '2026-11-02' });
    expect(periodRollupOf({ from: '2026-11-01', to: '2026-11-04' }, '2026-11-04')).toEqual({ unit: 'MONTH', start: '2026-11-01' });
    expect(periodRollupOf({ from: '2026-01-01', to: '2026-11-04' }, '2026-11-04')).toEqual({ unit: 'YEAR', start: '2026-01-01' });
    expect(periodRollupOf({ from: null, to: '2026-11-04' }, '2026-11-04')).toEqual({ unit: 'ALL', start: '1970-01-01' });
    // Monday 1 June 2026 starts a week and a month: the week's rows, the same days.
    expect(periodRollupOf({ from: '2026-06-01', to: '2026-06-03' }, '2026-06-03')).toEqual({ unit: 'WEEK', start: '2026-06-01' });
    // Last week, cut at Wednesday: its rows hold Thursday to Sunday too.
    expect(periodRollupOf({ from: '2026-10-26', to: '2026-10-28' }, '2026-11-04')).toBeNull();
    expect(periodRollupOf({ from: '2026-11-03', to: '2026-11-04' }, '2026-11-04')).toBeNull();
  });
});

describe('the tables’ rollup', () => {
  const rows = async (companyId: string) =>
    (await t.prisma.materialActorDay.findMany({ where: { companyId }, orderBy: [{ materialId: 'asc' }, { actorKey: 'asc' }, { day: 'asc' }] })).map((r) => ({
      ...r,
      day: r.day.toISOString().slice(0, 10),
    }));

  const periodRows = async (companyId: string) => ({
    learners: (await t.prisma.learnerPeriod.findMany({ where: { companyId }, orderBy: [{ learnerId: 'asc' }, { unit: 'asc' }, { start: 'asc' }] })).map(
      (r) => ({ ...r, start: r.start.toISOString().slice(0, 10) }),
    ),
    materials: (await t.prisma.materialPeriod.findMany({ where: { companyId }, orderBy: [{ materialId: 'asc' }, { unit: 'asc' }, { start: 'asc' }] })).map(
      (r) => ({ ...r, start: r.start.toISOString().slice(0, 10) }),
    ),
    rates: await t.prisma.periodRate.findMany({ where: { companyId }, orderBy: [{ unit: 'asc' }, { start: 'asc' }, { firstDay: 'asc' }] }),
  });

  it('a rebuild from the events gives what the writes kept, row for row', async () => {
    const live = await rows(A.company.id);
    // 12 writes, on 10 (material, actor, day) rows: #2 and #3 share Ava's Monday on Welcome tour, #4 and #5 Ben's.
    expect(live).toHaveLength(10);
    expect(live.find((r) => r.actorKey === `l:${learner.ava}` && r.day === '2026-11-02')).toMatchObject({
      opens: 1,
      completions: 1,
      seconds: 300,
      score: 5,
      ratedAt: new Date('2026-11-02T14:00:00Z'),
    });
    expect(live.find((r) => r.actorKey === `v:${visitor}` && r.materialId === m.welcome)).toMatchObject({ learnerId: null, opens: 1, score: 1 });
    const other = await rows(B.company.id);
    const periods = [await periodRows(A.company.id), await periodRows(B.company.id)];
    await rebuildRollups(t.prisma, A.company.id);
    expect(await rows(A.company.id)).toEqual(live);
    expect(await rows(B.company.id)).toEqual(other);
    expect([await periodRows(A.company.id), await periodRows(B.company.id)]).toEqual(periods);
    // Ava's week, by hand: Monday only (Sunday is last week), 300 s, her completion. Welcome tour's: #2, #7, #9.
    expect(periods[0]!.learners.find((r) => r.learnerId === learner.ava && r.unit === 'WEEK' && r.start === '2026-11-02')).toMatchObject({
      seconds: 300,
      activeDays: 1,
      completions: 1,
    });
    // Welcome tour's scores, each rater by their last score in the unit: last week Ava's SAD (#1);
    // this week Ava's EXCITED (#3), the visitor's ANGRY (#7), Chloe's EXCITED (#9); the month the
    // same three, Ava's EXCITED having replaced her SAD of Sunday.
    const welcome = (unit: string, start: string) => periods[0]!.materials.find((r) => r.materialId === m.welcome && r.unit === unit && r.start === start);
    expect(welcome('WEEK', '2026-10-26')).toMatchObject({ uniques: 1, opens: 1, completions: 0, promoters: 0, detractors: 1, ratings: 1 });
    expect(welcome('WEEK', '2026-11-02')).toMatchObject({ uniques: 3, opens: 3, completions: 1, promoters: 2, detractors: 1, ratings: 3 });
    expect(welcome('MONTH', '2026-11-01')).toMatchObject({ uniques: 3, opens: 4, completions: 1, promoters: 2, detractors: 1, ratings: 3 });
    expect((await tables(A, 'week')).all).toEqual([weekWelcome, path, one('Billing tour'), one('Handbook'), one('Intro video')]);
  });

  it('the migrations that made the period tables, their scores and rates backfilled them with the same rows, for every company', async () => {
    const before = [await periodRows(A.company.id), await periodRows(B.company.id)];
    await t.prisma.learnerPeriod.deleteMany({});
    await t.prisma.materialPeriod.deleteMany({});
    await t.prisma.periodRate.deleteMany({});
    // As before the last of them, which fills the learners' first days and then requires one.
    await t.prisma.$executeRaw`ALTER TABLE "LearnerPeriod" ALTER COLUMN "firstDay" DROP NOT NULL`;
    for (const migration of ['20261126012004_period_rollups', '20261127030000_material_period_scores', '20261127031000_period_rates']) {
      const sql = await readFile(new URL(`../../../../prisma/migrations/${migration}/migration.sql`, import.meta.url), 'utf8');
      for (const statement of sql
        .slice(sql.indexOf('-- Backfill'))
        .split(';')
        .filter((x) => x.trim()))
        await t.prisma.$executeRawUnsafe(statement);
    }
    expect([await periodRows(A.company.id), await periodRows(B.company.id)]).toEqual(before);
  });

  it('the migration that made the table backfilled it with the same rows, for every company', async () => {
    const [a, b] = [await rows(A.company.id), await rows(B.company.id)];
    const sql = await readFile(new URL('../../../../prisma/migrations/20261125205128_material_actor_day/migration.sql', import.meta.url), 'utf8');
    const backfill = sql.slice(sql.indexOf('-- Backfill'));
    // It fills every company's rows at once: start from none.
    await t.prisma.materialActorDay.deleteMany({});
    await t.prisma.$executeRawUnsafe(backfill);
    expect(await rows(A.company.id)).toEqual(a);
    expect(await rows(B.company.id)).toEqual(b);
  });

  it('is kept by the real services: a visitor’s open and score, a learner’s score replaced', async () => {
    const { company } = await buildCompany(t);
    const tour = await publishedMaterial(t, company.id, { kind: 'WALKTHROUGH' });
    const l = await newLearner(t, company.id);
    const v = randomUUID();
    await openAsVisitor(t.deps, company.id, tour.id, v, '127.0.0.9');
    await rateAsVisitor(t.deps, company.id, tour.id, 'sad', v, '127.0.0.9');
    await call(t, 'open', { companySlug: company.slug, materialId: tour.id }, l.token);
    await call(t, 'rate', { companySlug: company.slug, materialId: tour.id, score: 'NEUTRAL' }, l.token);
    await call(t, 'rate', { companySlug: company.slug, materialId: tour.id, score: 'EXCITED' }, l.token);
    const d = await dashboard(t.deps, { userId: 'x', sessionId: 'x', companyId: company.id, role: 'VIEW_ONLY' }, 'all_time');
    // Two uniques (the visitor, the learner), two opens; scores SAD (detractor) and EXCITED (promoter): 0.
    expect(await d.tables.content(null)).toMatchObject([{ materialId: tour.id, uniques: 2, opens: 2, completions: 0, nps: 0, ratings: 2 }]);
    expect(await d.tables.engagedUsers()).toMatchObject([{ learnerId: l.id, activeDays: 1, seconds: 0 }]);
    const before = await rows(company.id);
    await rebuildRollups(t.prisma, company.id);
    expect(await rows(company.id)).toEqual(before);
  });

  it('a visitor rating one material from two tabs at once counts once, by the score kept', async () => {
    const { company } = await buildCompany(t);
    const tour = await publishedMaterial(t, company.id, { kind: 'WALKTHROUGH' });
    const v = randomUUID();
    const scores = ['excited', 'sad', 'happy', 'angry', 'excited', 'neutral', 'sad', 'happy'];
    await Promise.all(scores.map((s, i) => rateAsVisitor(t.deps, company.id, tour.id, s, v, `127.0.1.${i}`)));
    const [kept] = await t.prisma.materialActorDay.findMany({ where: { materialId: tour.id } });
    const counts = (await t.prisma.materialPeriod.findMany({ where: { materialId: tour.id } })).map((r) => [r.promoters, r.detractors, r.ratings]);
    // One rater in each of the four units, a promoter (5), a passive (4) or a detractor (1–3) by the last score kept.
    const expected = kept!.score === 5 ? [1, 0, 1] : kept!.score === 4 ? [0, 0, 1] : [0, 1, 1];
    expect(counts).toEqual([expected, expected, expected, expected]);
    const live = await rows(company.id);
    await rebuildRollups(t.prisma, company.id);
    expect(await rows(company.id)).toEqual(live);
    expect((await t.prisma.materialPeriod.findMany({ where: { materialId: tour.id } })).map((r) => [r.promoters, r.detractors, r.ratings])).toEqual(counts);
  });
});

describe('over GraphQL', () => {
  const QUERY = `query ($kind: MaterialKind) { dashboard(period: ALL_TIME) {
    all: topContent { materialId name kind imageUrl uniques opens nps ratings completions }
    filtered: topContent(kind: $kind) { name }
    mostEngagedUsers { learnerId name email avatarUrl activeDays studySeconds completions } } }`;

  it('staff who may read analytics get their own company’s rows; company B its own; learners and strangers nothing', async () => {
    await t.prisma.learningMaterial.update({ where: { id: m.welcome }, data: { thumbnailKey: 'thumbs/welcome.png' } });
    const viewOnly = await buildUser(t, { companyId: A.company.id, role: 'VIEW_ONLY' });
    const res = await t.gql(QUERY, { kind: 'PATH' }, viewOnly.token);
    expect(res.errors).toBeUndefined();
    const d = res.data.dashboard;
    // All time = the month: every event is in November.
    expect(d.all[0]).toMatchObject({ name: 'Welcome tour', kind: 'WALKTHROUGH', imageUrl: '/uploads/thumbs/welcome.png', uniques: 3, opens: 4, nps: 33 });
    expect(d.all.map((r: { name: string }) => r.name)).toEqual(['Welcome tour', 'Onboarding path', 'Billing tour', 'Handbook', 'Intro video']);
    expect(d.all[1].imageUrl).toBeNull();
    expect(d.filtered).toEqual([{ name: 'Onboarding path' }]);
    expect(d.mostEngagedUsers).toEqual([
      { learnerId: learner.ben, name: 'Ben', email: 'ben@a.example', avatarUrl: null, activeDays: 2, studySeconds: 2100, completions: 1 },
      { learnerId: learner.ava, name: 'Ava Nguyen', email: 'ava@a.example', avatarUrl: null, activeDays: 2, studySeconds: 900, completions: 1 },
      { learnerId: learner.chloe, name: 'chloe@a.example', email: 'chloe@a.example', avatarUrl: null, activeDays: 2, studySeconds: 300, completions: 0 },
    ]);
    const names = JSON.stringify(d);
    expect(names).not.toContain('B secret tour');
    expect(names).not.toContain('bee@b.example');

    // B: 3 opens by Bee and 1 by a visitor (2 uniques); Bee's 3 EXCITED on one day count once.
    const b = (await t.gql(QUERY, { kind: 'WALKTHROUGH' }, B.owner.token)).data.dashboard;
    expect(b.all).toEqual([
      {
        materialId: expect.any(String),
        name: 'B secret tour',
        kind: 'WALKTHROUGH',
        imageUrl: null,
        uniques: 2,
        opens: 4,
        nps: 100,
        ratings: 1,
        completions: 0,
      },
    ]);
    expect(b.mostEngagedUsers).toEqual([
      { learnerId: learner.bee, name: 'Bee Bigger', email: 'bee@b.example', avatarUrl: null, activeDays: 1, studySeconds: 27000, completions: 0 },
    ]);

    expect((await t.gql(QUERY, { kind: 'FORM' }, A.owner.token)).errors?.[0]?.message).toMatch(/kind.*MaterialKind|MaterialKind.*FORM|"FORM"/);
    const l = await newLearner(t, A.company.id);
    expect((await t.gql(QUERY, {}, l.token)).data?.dashboard ?? null).toBeNull();
    expect((await t.gql(QUERY, {}, null)).data?.dashboard ?? null).toBeNull();
  });
});
