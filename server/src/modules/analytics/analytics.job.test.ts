/**
 * The analytics jobs (analytics.job.ts) through the app's own Jobs service, on the run's real
 * database: a time-zone change in company settings queues one rebuild however often it is
 * changed, and the worker moves the company's days (worked out by hand below); the nightly
 * repair is scheduled and rebuilds only the companies with events in the last 2 days. Another
 * company's rollups never move.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildRollups } from './rollups.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let working: Promise<void> | undefined;
const work = () => (working ??= t.deps.jobs.work(t.deps, { pollingIntervalSeconds: 0.5 }));
const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

const UPDATE = `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { __typename ... on CompanyPayload { message } } }`;

const daily = async (companyId: string) =>
  (await t.prisma.activityDaily.findMany({ where: { companyId }, orderBy: { day: 'asc' } })).map((d) => ({
    day: d.day.toISOString().slice(0, 10),
    active: d.activeLearners,
    added: d.newLearners,
    seconds: d.seconds,
    opens: d.opens,
    completions: d.completions,
  }));

async function events(companyId: string, rows: { learnerId: string; type: 'OPEN' | 'MINUTES'; value?: number; at: string | Date }[]) {
  await t.prisma.activityEvent.createMany({
    data: rows.map((r) => ({ companyId, learnerId: r.learnerId, type: r.type, value: r.value ?? null, occurredAt: new Date(r.at) })),
  });
}
const learner = async (companyId: string) => (await t.prisma.learner.create({ data: { companyId, email: uniqueEmail('learner') } })).id;

describe('analytics jobs', () => {
  it('a time-zone change queues one rebuild however often it changes, and the worker moves the days', async () => {
    const A = await buildCompany(t);
    const B = await buildCompany(t);
    const [l1, l2, l3] = [await learner(A.company.id), await learner(A.company.id), await learner(B.company.id)];
    await events(A.company.id, [
      { learnerId: l1, type: 'OPEN', at: '2025-11-03T04:30:00Z' },
      { learnerId: l2, type: 'OPEN', at: '2025-11-03T15:00:00Z' },
      { learnerId: l2, type: 'MINUTES', value: 60, at: '2025-11-03T15:00:00Z' },
    ]);
    await events(B.company.id, [{ learnerId: l3, type: 'OPEN', at: '2025-11-03T04:30:00Z' }]);
    await rebuildRollups(t.prisma, A.company.id);
    await rebuildRollups(t.prisma, B.company.id);
    // In UTC (both companies' zone so far) everything is on the 3rd.
    const aInUtc = [{ day: '2025-11-03', active: 2, added: 2, seconds: 60, opens: 2, completions: 0 }];
    const bInUtc = [{ day: '2025-11-03', active: 1, added: 1, seconds: 0, opens: 1, completions: 0 }];
    expect(await daily(A.company.id)).toEqual(aInUtc);

    for (const timeZone of ['America/New_York', 'America/Chicago', 'America/New_York']) {
      const res = await t.gql(UPDATE, { input: { timeZone } }, A.owner.token);
      expect(res.data.updateCompany).toEqual({ __typename: 'CompanyPayload', message: 'Company updated successfully.' });
    }
    // Nothing runs jobs yet: the answer did not wait for a rebuild, and the three changes wait as one.
    expect(await t.deps.jobs.waiting('analytics.rebuild-company')).toBe(1);
    expect(await daily(A.company.id)).toEqual(aInUtc);

    await work();
    // New York is on EST (UTC−5) from 2 November 2025: 04:30Z on the 3rd is 23:30 on the 2nd;
    // 15:00Z is 10:00 on the 3rd.
    await until(async () =>
      expect(await daily(A.company.id)).toEqual([
        { day: '2025-11-02', active: 1, added: 1, seconds: 0, opens: 1, completions: 0 },
        { day: '2025-11-03', active: 1, added: 1, seconds: 60, opens: 1, completions: 0 },
      ]),
    );
    expect(await t.deps.jobs.waiting('analytics.rebuild-company')).toBe(0);
    expect(await daily(B.company.id)).toEqual(bInUtc);
  });

  it('the repair is scheduled nightly at 03:15 UTC (renewals hourly, domain re-checks every minute, outbox, webhook log and unused package pruning nightly)', async () => {
    await work();
    expect(await t.prisma.$queryRawUnsafe('SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name')).toEqual([
      { name: 'analytics.repair-rollups', cron: '15 3 * * *', timezone: 'UTC' },
      { name: 'billing.renew', cron: '5 * * * *', timezone: 'UTC' },
      { name: 'domains.recheck', cron: '* * * * *', timezone: 'UTC' },
      { name: 'events.prune-outbox', cron: '17 3 * * *', timezone: 'UTC' },
      { name: 'packages.prune-unused', cron: '27 4 * * *', timezone: 'UTC' },
      { name: 'webhooks.prune-deliveries', cron: '41 3 * * *', timezone: 'UTC' },
    ]);
  });

  it('the repair rebuilds the companies with events in the last 2 days, and only those', async () => {
    await work();
    const recent = await buildCompany(t);
    const older = await buildCompany(t);
    await buildCompany(t); // no events at all
    const yesterday = new Date(Date.now() - 86_400_000);
    await events(recent.company.id, [{ learnerId: await learner(recent.company.id), type: 'OPEN', at: yesterday }]);
    await events(older.company.id, [{ learnerId: await learner(older.company.id), type: 'OPEN', at: new Date(Date.now() - 3 * 86_400_000) }]);
    // Rollups lost somehow (what the repair is for).
    await t.prisma.activityDaily.deleteMany({ where: { companyId: { in: [recent.company.id, older.company.id] } } });

    const id = (await t.deps.jobs.send('analytics.repair-rollups', {}))!;
    // The first test's companies have events of 2025 only: too old.
    await until(async () =>
      expect(await t.deps.jobs.get('analytics.repair-rollups', id)).toMatchObject({ state: 'completed', output: { companyIds: [recent.company.id] } }),
    );
    await until(async () =>
      expect(await daily(recent.company.id)).toEqual([
        { day: yesterday.toISOString().slice(0, 10), active: 1, added: 1, seconds: 0, opens: 1, completions: 0 },
      ]),
    );
    expect(await daily(older.company.id)).toEqual([]);
  });
});
