/**
 * The dashboard's figures (dashboard.service.ts) from a hand-made activity log in New York, on
 * Wednesday 4 November 2026 at 10:30 EST. Every expected number is worked out below by hand.
 *
 *   L1: first active Tue 27 Oct (open); 1 h on Mon 2 Nov; started 2 materials, completed 1 (50 %).
 *   L2: first active Tue 3 Nov (open, 30 min, a completion); started 1, completed 1 (100 %).
 *   L3: first active Wed 28 Oct 09:00 EDT (open, 2 h); started 1, completed 0 (0 %).
 */
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { deleteMaterial } from '../materials/index.js';
import { newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { dashboard } from './dashboard.service.js';
import { parseDashboardDate } from './periods.js';
import { rebuildRollups, rollUp } from './rollups.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
const now = Temporal.Instant.from('2026-11-04T15:30:00Z');
const owner = () => ({ userId: A.owner.user.id, sessionId: 'test', companyId: A.company.id, role: 'OWNER' as const });

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  await t.prisma.company.update({ where: { id: A.company.id }, data: { timeZone: 'America/New_York' } });
  const [m1, m2] = [await publishedMaterial(t, A.company.id), await publishedMaterial(t, A.company.id)];
  const [l1, l2, l3] = [(await newLearner(t, A.company.id)).id, (await newLearner(t, A.company.id)).id, (await newLearner(t, A.company.id)).id];
  const write = async (learnerId: string, at: string, first: boolean, events: { type: 'OPEN' | 'MINUTES' | 'COMPLETED'; value?: number }[]) =>
    t.prisma.$transaction(async (tx) => {
      const occurredAt = new Date(at);
      await tx.activityEvent.createMany({
        data: events.map((e) => ({ companyId: A.company.id, learnerId, materialId: m1.id, type: e.type, value: e.value ?? null, occurredAt })),
      });
      await rollUp(tx, { companyId: A.company.id, zone: 'America/New_York', learnerId, firstActivity: first, occurredAt, events });
    });
  // Progress first, as the services write it before the events that describe it.
  const progress = (learnerId: string, materialId: string, status: 'IN_PROGRESS' | 'COMPLETED') =>
    t.prisma.progress.create({ data: { companyId: A.company.id, learnerId, materialId, status } });
  await progress(l1, m1.id, 'COMPLETED');
  await progress(l1, m2.id, 'IN_PROGRESS');
  await progress(l2, m1.id, 'COMPLETED');
  await progress(l3, m1.id, 'IN_PROGRESS');
  await write(l1, '2026-10-27T14:00:00Z', true, [{ type: 'OPEN' }]);
  await write(l1, '2026-11-02T15:00:00Z', false, [{ type: 'MINUTES', value: 3600 }]);
  await write(l2, '2026-11-03T15:00:00Z', true, [{ type: 'OPEN' }, { type: 'MINUTES', value: 1800 }, { type: 'COMPLETED' }]);
  await write(l3, '2026-10-28T13:00:00Z', true, [{ type: 'OPEN' }, { type: 'MINUTES', value: 7200 }]);
});
afterAll(() => t.close());

const figures = (d: Awaited<ReturnType<typeof dashboard>>) => ({
  totalUsers: d.totalUsers,
  hoursLearned: d.hoursLearned,
  avgCompletionRate: d.avgCompletionRate,
  addedUsers: d.addedUsers,
});

describe('the dashboard', () => {
  it('Week: Monday 2 to today, against last week cut at Wednesday 10:30', async () => {
    const d = await dashboard(t.deps, owner(), 'week', undefined, now);
    expect({ from: d.from, to: d.to }).toEqual({ from: '2026-11-02', to: '2026-11-04' });
    // This week L1 and L2: 1 h + 30 min; (50 + 100) / 2; L2 new. Last week (26–28 Oct) L1 and L3: 2 h; (50 + 0) / 2; both new.
    expect(figures(d)).toEqual({
      totalUsers: { value: 2, previous: 2, deltaPercent: 0 },
      hoursLearned: { value: 1.5, previous: 2, deltaPercent: -25 },
      avgCompletionRate: { value: 75, previous: 25, deltaPercent: 200 },
      addedUsers: { value: 1, previous: 2, deltaPercent: -50 },
    });
    expect(d.chart).toEqual([
      { label: 'Mon', value: 1 },
      { label: 'Tue', value: 1 },
      { label: 'Wed', value: 0 },
      // Still to come on Wednesday morning.
      { label: 'Thu', value: null },
      { label: 'Fri', value: null },
      { label: 'Sat', value: null },
      { label: 'Sun', value: null },
    ]);
  });

  it('Month: nothing in the first four days of October, so every delta is "–"', async () => {
    const d = await dashboard(t.deps, owner(), 'month', undefined, now);
    expect(figures(d)).toEqual({
      totalUsers: { value: 2, previous: 0, deltaPercent: null },
      hoursLearned: { value: 1.5, previous: 0, deltaPercent: null },
      avgCompletionRate: { value: 75, previous: 0, deltaPercent: null },
      addedUsers: { value: 1, previous: 0, deltaPercent: null },
    });
    expect(d.chart).toHaveLength(30);
    expect(d.chart.slice(0, 4)).toEqual([
      { label: '1', value: 0 },
      { label: '2', value: 1 },
      { label: '3', value: 1 },
      { label: '4', value: 0 },
    ]);
  });

  it('Year: 1 January to today, against nothing last year; a bucket per month, December still to come', async () => {
    const d = await dashboard(t.deps, owner(), 'year', undefined, now);
    expect({ from: d.from, to: d.to }).toEqual({ from: '2026-01-01', to: '2026-11-04' });
    // All three this year: 1 h + 30 min + 2 h; (50 + 100 + 0) / 3; all new. Nothing in 2025.
    expect(figures(d)).toEqual({
      totalUsers: { value: 3, previous: 0, deltaPercent: null },
      hoursLearned: { value: 3.5, previous: 0, deltaPercent: null },
      avgCompletionRate: { value: 50, previous: 0, deltaPercent: null },
      addedUsers: { value: 3, previous: 0, deltaPercent: null },
    });
    // October: L1 and L3; November: L1 (on the 2nd) and L2.
    expect(d.chart.map((p) => p.value)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, null]);
  });

  it('All time: everyone, no deltas, the last 12 months', async () => {
    const d = await dashboard(t.deps, owner(), 'all_time', undefined, now);
    // 1 h + 30 min + 2 h = 3.5 h; (50 + 100 + 0) / 3 = 50.
    expect(figures(d)).toEqual({
      totalUsers: { value: 3, previous: null, deltaPercent: null },
      hoursLearned: { value: 3.5, previous: null, deltaPercent: null },
      avgCompletionRate: { value: 50, previous: null, deltaPercent: null },
      addedUsers: { value: 3, previous: null, deltaPercent: null },
    });
    expect(d.chart.at(-2)).toEqual({ label: 'Oct 2026', value: 2 });
    expect(d.chart.at(-1)).toEqual({ label: 'Nov 2026', value: 2 });
    expect(d.chart.slice(0, -2).every((p) => p.value === 0)).toBe(true);
  });

  it('A custom range counts its days, with no deltas', async () => {
    const d = await dashboard(
      t.deps,
      owner(),
      'custom_date',
      { startDate: parseDashboardDate('27-10-2026', 's'), endDate: parseDashboardDate('28-10-2026', 'e') },
      now,
    );
    expect(figures(d)).toEqual({
      totalUsers: { value: 2, previous: null, deltaPercent: null },
      hoursLearned: { value: 2, previous: null, deltaPercent: null },
      avgCompletionRate: { value: 25, previous: null, deltaPercent: null },
      addedUsers: { value: 2, previous: null, deltaPercent: null },
    });
    expect(d.chart).toEqual([
      { label: '27-10', value: 1 },
      { label: '28-10', value: 1 },
    ]);
  });

  it('over REST and GraphQL, for staff who may read analytics; another company sees its own (empty) figures', async () => {
    const rest = await t.rest('GET', '/dashboard?option=all_time', { token: A.owner.token });
    expect(rest.body).toMatchObject({
      total_users_count: 3,
      total_users_count_percentage: null,
      learned_hours: 3.5,
      added_users_count: 3,
      time_zone: 'America/New_York',
    });
    expect(rest.body.graph_data['Oct 2026']).toBe(2);
    expect(await t.rest('GET', '/dashboard?option=decade', { token: A.owner.token })).toMatchObject({
      status: 422,
      body: { errors: { option: [expect.any(String)] } },
    });
    expect(
      await t.rest('GET', '/dashboard?option=custom_date&custom_date[start_date]=2026-10-27&custom_date[end_date]=28-10-2026', { token: A.owner.token }),
    ).toMatchObject({ status: 422, body: { errors: { custom_date: ['custom_date must be a date as DD-MM-YYYY.'] } } });
    expect(await t.rest('GET', '/dashboard?option=custom_date', { token: A.owner.token })).toMatchObject({
      status: 422,
      body: { errors: { custom_date: ['Please add start date and end date inputs.'] } },
    });
    const gql = await t.gql(
      '{ dashboard(period: ALL_TIME) { totalUsers { value deltaPercent } hoursLearned { value } engagedUsers { label value } } }',
      {},
      A.owner.token,
    );
    expect(gql.data.dashboard.totalUsers).toEqual({ value: 3, deltaPercent: null });
    const B = await buildCompany(t);
    expect((await t.rest('GET', '/dashboard', { token: B.owner.token })).body).toMatchObject({ total_users_count: 0, learned_hours: 0, added_users_count: 0 });
    expect((await t.rest('GET', '/dashboard')).status).toBe(401);
  });
});

/**
 * The Avg. Completion Rate counts each learner of a window at their rate as it stands now, from
 * PeriodRate (period-rollups.ts) for a window from a unit's start, from their progress for
 * another. A company in UTC, on Wednesday 4 November 2026 at 12:00. By hand:
 *
 *   Pat:   Mon 26 Oct starts m1 (0 %); Tue 3 Nov completes it (100 %, last week's rows too).
 *   Rae:   Tue 27 Oct starts m1 (0 %).
 *   Quinn: Thu 29 Oct — after last week's cut (Mon 26 – Wed 28) — starts m1, m2, m3 and
 *          completes m2 (33⅓ %).
 *   Sam:   Wed 4 Nov opens a material with no progress yet: active, but no rate to count.
 */
describe('the Avg. Completion Rate', () => {
  let C: Awaited<ReturnType<typeof buildCompany>>;
  let m: { id: string }[];
  const wednesday = Temporal.Instant.from('2026-11-04T12:00:00Z');
  const staff = () => ({ userId: C.owner.user.id, sessionId: 'test', companyId: C.company.id, role: 'VIEW_ONLY' as const });
  const rate = async (option: 'week' | 'month' | 'year' | 'all_time') => (await dashboard(t.deps, staff(), option, undefined, wednesday)).avgCompletionRate;
  const range = async (from: string, to: string) =>
    (await dashboard(t.deps, staff(), 'custom_date', { startDate: parseDashboardDate(from, 's'), endDate: parseDashboardDate(to, 'e') }, wednesday))
      .avgCompletionRate.value;

  beforeAll(async () => {
    C = await buildCompany(t);
    await t.prisma.company.update({ where: { id: C.company.id }, data: { timeZone: 'UTC' } });
    m = [await publishedMaterial(t, C.company.id), await publishedMaterial(t, C.company.id), await publishedMaterial(t, C.company.id)];
    const [pat, rae, quinn, sam] = [
      (await newLearner(t, C.company.id)).id,
      (await newLearner(t, C.company.id)).id,
      (await newLearner(t, C.company.id)).id,
      (await newLearner(t, C.company.id)).id,
    ];
    // As the services do: the progress, then the events in the same transaction.
    const write = (learnerId: string, at: string, first: boolean, progress: { material: number; status: 'IN_PROGRESS' | 'COMPLETED' }[]) =>
      t.prisma.$transaction(async (tx) => {
        for (const p of progress)
          await tx.progress.upsert({
            where: { learnerId_materialId: { learnerId, materialId: m[p.material]!.id } },
            create: { companyId: C.company.id, learnerId, materialId: m[p.material]!.id, status: p.status },
            update: { status: p.status },
          });
        const occurredAt = new Date(at);
        const events = [{ type: 'OPEN' as const, materialId: m[0]!.id }];
        await tx.activityEvent.createMany({ data: events.map((e) => ({ companyId: C.company.id, learnerId, ...e, occurredAt })) });
        await rollUp(tx, { companyId: C.company.id, zone: 'UTC', learnerId, firstActivity: first, occurredAt, events });
      });
    await write(pat, '2026-10-26T09:00:00Z', true, [{ material: 0, status: 'IN_PROGRESS' }]);
    await write(rae, '2026-10-27T09:00:00Z', true, [{ material: 0, status: 'IN_PROGRESS' }]);
    await write(quinn, '2026-10-29T09:00:00Z', true, [
      { material: 0, status: 'IN_PROGRESS' },
      { material: 1, status: 'COMPLETED' },
      { material: 2, status: 'IN_PROGRESS' },
    ]);
    await write(pat, '2026-11-03T09:00:00Z', false, [{ material: 0, status: 'COMPLETED' }]);
    await write(sam, '2026-11-04T09:00:00Z', true, []);
  });

  it('each period against the period before it, every learner at their rate now', async () => {
    // This week Pat (100) and Sam (none): 100. Last week to Wednesday Pat (100 now) and Rae (0): 50; Quinn came later.
    expect(await rate('week')).toEqual({ value: 100, previous: 50, deltaPercent: 100 });
    // November: Pat and Sam, 100; the first four days of October: nobody.
    expect(await rate('month')).toEqual({ value: 100, previous: 0, deltaPercent: null });
    // 2026 and all time: Pat 100, Quinn 33⅓, Rae 0: 44.4 → 44.
    expect(await rate('year')).toEqual({ value: 44, previous: 0, deltaPercent: null });
    expect(await rate('all_time')).toEqual({ value: 44, previous: null, deltaPercent: null });
  });

  it('a custom range, from a week’s start or not', async () => {
    // Mon 26 – Sat 31 Oct (last week's rows): Pat, Rae, Quinn: 44. Tue 27 – Thu 29: Rae and Quinn, 16.7 → 17.
    expect(await range('26-10-2026', '31-10-2026')).toBe(44);
    expect(await range('27-10-2026', '29-10-2026')).toBe(17);
    expect(await range('05-11-2026', '06-11-2026')).toBe(0);
  });

  it('a rebuild from the events and progress gives the same rows', async () => {
    const rows = () => t.prisma.periodRate.findMany({ where: { companyId: C.company.id }, orderBy: [{ unit: 'asc' }, { start: 'asc' }, { firstDay: 'asc' }] });
    const live = await rows();
    // Last week's: Pat on Monday (100 % in millionths), Rae on Tuesday (0), Quinn on Thursday (33⅓ % rounded).
    expect(
      live
        .filter((r) => r.unit === 'WEEK' && r.start.toISOString().startsWith('2026-10-26'))
        .map((r) => [r.firstDay.toISOString().slice(0, 10), r.learners, r.rateSum]),
    ).toEqual([
      ['2026-10-26', 1, 100_000_000n],
      ['2026-10-27', 1, 0n],
      ['2026-10-29', 1, 33_333_333n],
    ]);
    await rebuildRollups(t.prisma, C.company.id);
    expect(await rows()).toEqual(live);
  });

  it('a deleted material leaves its learners’ rates at once', async () => {
    // Quinn's completed m2 goes: m1 and m3 started, none completed (0 %). 2026: Pat 100, Quinn 0, Rae 0 → 33.
    await deleteMaterial(t.deps, { userId: C.owner.user.id, sessionId: 'test', companyId: C.company.id, role: 'OWNER' }, { materialId: m[1]!.id });
    expect((await rate('year')).value).toBe(33);
    expect(await range('27-10-2026', '29-10-2026')).toBe(0);
    const rows = () => t.prisma.periodRate.findMany({ where: { companyId: C.company.id }, orderBy: [{ unit: 'asc' }, { start: 'asc' }, { firstDay: 'asc' }] });
    const live = await rows();
    await rebuildRollups(t.prisma, C.company.id);
    expect(await rows()).toEqual(live);
  });
});

describe('the Avg. Completion Rate at exactly half a percent', () => {
  it('rounds up whichever way it is read: three learners at ⅓ and one at ½ are 37.5 → 38', async () => {
    const D = await buildCompany(t);
    await t.prisma.company.update({ where: { id: D.company.id }, data: { timeZone: 'UTC' } });
    const m = [await publishedMaterial(t, D.company.id), await publishedMaterial(t, D.company.id), await publishedMaterial(t, D.company.id)];
    for (const started of [3, 3, 3, 2]) {
      const learnerId = (await newLearner(t, D.company.id)).id;
      await t.prisma.$transaction(async (tx) => {
        for (let i = 0; i < started; i++)
          await tx.progress.create({ data: { companyId: D.company.id, learnerId, materialId: m[i]!.id, status: i === 0 ? 'COMPLETED' : 'IN_PROGRESS' } });
        const occurredAt = new Date('2026-11-03T09:00:00Z');
        const events = [{ type: 'OPEN' as const, materialId: m[0]!.id }];
        await tx.activityEvent.createMany({ data: events.map((e) => ({ companyId: D.company.id, learnerId, ...e, occurredAt })) });
        await rollUp(tx, { companyId: D.company.id, zone: 'UTC', learnerId, firstActivity: true, occurredAt, events });
      });
    }
    const staff = { userId: D.owner.user.id, sessionId: 'test', companyId: D.company.id, role: 'OWNER' as const };
    const at = Temporal.Instant.from('2026-11-04T12:00:00Z');
    // (33⅓ × 3 + 50) / 4 = 37.5. The rows hold 33.333333 three times: 149.999999 / 4 without the snap.
    expect((await dashboard(t.deps, staff, 'all_time', undefined, at)).avgCompletionRate.value).toBe(38);
    expect((await dashboard(t.deps, staff, 'week', undefined, at)).avgCompletionRate.value).toBe(38);
    // Tuesday to Wednesday does not start a unit: the exact mean from the progress rows.
    const range = { startDate: parseDashboardDate('03-11-2026', 's'), endDate: parseDashboardDate('04-11-2026', 'e') };
    expect((await dashboard(t.deps, staff, 'custom_date', range, at)).avgCompletionRate.value).toBe(38);
  });
});
