/**
 * The shared dashboard (dashboard-memo.ts): one computation per window until the company's next
 * activity, shared by concurrent callers; another company's activity changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { settledQueryCount } from '../../test/query-count.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { sharedDashboard } from './dashboard-memo.js';
import { rebuildRollups } from './rollups.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const staff = (c: typeof A) => ({ userId: c.owner.user.id, sessionId: 'test', companyId: c.company.id, role: 'OWNER' as const });

beforeAll(async () => {
  t = await createTestApp();
  [A, B] = [await buildCompany(t), await buildCompany(t)];
});
afterAll(() => t.close());

/**
 * A learner action's notice, published and heard: the memo listens on the same pub/sub (through
 * Redis when the tests run with it) and was listening first, so it has heard it too.
 */
async function publishAndHear(companyId: string) {
  const heard = t.deps.pubsub.subscribe('learnerActivity', companyId);
  const next = heard.next();
  // The listener is in place once next() was called; Redis needs a moment to confirm it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.deps.pubsub.publish('learnerActivity', companyId, {
    companyId,
    learnerId: null,
    materialId: companyId,
    type: 'OPEN',
    value: null,
    occurredAt: new Date().toISOString(),
  });
  await next;
  await heard.return?.();
}

/** The statements one call costs. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const before = await settledQueryCount(t);
  await run();
  return (await settledQueryCount(t)) - before;
}

describe('the shared dashboard', () => {
  it('is computed once per window and reused until the company acts', async () => {
    const first = await sharedDashboard(t.deps, staff(A), 'week');
    expect(first.totalUsers.value).toBe(0);
    // Reused: only the company's time zone is read (to know the window).
    let again: typeof first | undefined;
    expect(await statementsOf(async () => (again = await sharedDashboard(t.deps, staff(A), 'week')))).toBe(1);
    expect(again).toBe(first);
    // Another window is its own entry.
    expect(await sharedDashboard(t.deps, staff(A), 'month')).not.toBe(first);

    // A learner of A completes a walkthrough step: the next call counts them.
    const m = await publishedMaterial(t, A.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1 }, { id: 2 }] });
    const learner = await newLearner(t, A.company.id);
    expect(await call(t, 'open', { companySlug: A.company.slug, materialId: m.id }, learner.token)).toMatchObject({ __typename: 'OpenMaterialPayload' });
    // The notice reaches the memo after the write's commit, through the pub/sub.
    await expect.poll(async () => (await sharedDashboard(t.deps, staff(A), 'week')).totalUsers.value).toBe(1);
    const after = await sharedDashboard(t.deps, staff(A), 'week');
    expect(after.addedUsers.value).toBe(1);
    expect(after.computedAt.getTime()).toBeGreaterThanOrEqual(first.computedAt.getTime());
  });

  it('shares one computation between concurrent callers, and is not moved by another company', async () => {
    const base = await sharedDashboard(t.deps, staff(A), 'year');
    await publishAndHear(A.company.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sharedDashboard(t.deps, staff(A), 'year')));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBe(base);

    // B's activity: A's entry stands.
    await sharedDashboard(t.deps, staff(B), 'year');
    await publishAndHear(B.company.id);
    expect(await sharedDashboard(t.deps, staff(A), 'year')).toBe(answers[0]);
    // And B's own figures are B's.
    expect((await sharedDashboard(t.deps, staff(B), 'year')).totalUsers.value).toBe(0);
  });

  it('a period in progress counts its learners from the period rollup', async () => {
    const { company, owner } = await buildCompany(t);
    const C = { company, owner } as typeof A;
    const m = await publishedMaterial(t, company.id, { kind: 'WALKTHROUGH', data: [{ id: 1 }, { id: 2 }] });
    const [l1, l2] = [await newLearner(t, company.id), await newLearner(t, company.id)];
    expect(await call(t, 'open', { companySlug: company.slug, materialId: m.id }, l1.token)).toMatchObject({ __typename: 'OpenMaterialPayload' });
    expect(await call(t, 'open', { companySlug: company.slug, materialId: m.id }, l2.token)).toMatchObject({ __typename: 'OpenMaterialPayload' });
    expect(await call(t, 'finish', { materialId: m.id }, l2.token)).toMatchObject({ __typename: 'LearnerProgressPayload' });
    // L1 started it (0 %), L2 completed it (100 %): 50 % in every period that holds today —
    // from the writes, and again from a rebuild of the rollups.
    const rows = async () =>
      (await t.prisma.learnerPeriod.findMany({ where: { companyId: company.id }, select: { learnerId: true, unit: true, started: true, completed: true } }))
        .map((r) => `${r.learnerId === l1.id ? 'L1' : 'L2'} ${r.unit} ${r.started}/${r.completed}`)
        .sort();
    const live = await rows();
    expect(live).toEqual(['ALL', 'MONTH', 'WEEK', 'YEAR'].flatMap((u) => [`L1 ${u} 1/0`, `L2 ${u} 1/1`]).sort());
    await rebuildRollups(t.prisma, company.id);
    expect(await rows()).toEqual(live);
    for (const option of ['week', 'month', 'year', 'all_time'] as const) {
      const d = await sharedDashboard(t.deps, staff(C), option);
      expect({ option, users: d.totalUsers.value, rate: d.avgCompletionRate.value }).toEqual({ option, users: 2, rate: 50 });
      expect((await d.tables.engagedUsers()).map((u) => u.completions).sort()).toEqual([0, 1]);
      expect((await d.tables.content(null)).map((r) => [r.uniques, r.opens, r.completions])).toEqual([[2, 2, 1]]);
    }
  });

  it('refuses a caller who may not read analytics', async () => {
    await expect(sharedDashboard(t.deps, null, 'week')).rejects.toThrow();
  });
});
