/**
 * Rollups (rollups.ts): what the incremental path adds inside each write equals what a rebuild
 * from the events gives, and both equal the numbers worked out by hand below — days counted in
 * the company's zone (America/New_York, UTC−5 in November after the DST change), then again in
 * UTC after the company changes zone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { localDay, rebuildRollups, rollUp } from './rollups.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daily = async (companyId: string) =>
  (await t.prisma.activityDaily.findMany({ where: { companyId }, orderBy: { day: 'asc' } })).map((d) => ({
    day: d.day.toISOString().slice(0, 10),
    active: d.activeLearners,
    added: d.newLearners,
    seconds: d.seconds,
    opens: d.opens,
    completions: d.completions,
    firsts: [d.firstOfWeek, d.firstOfMonth, d.firstOfYear],
  }));
const activeDays = async (companyId: string) =>
  (await t.prisma.learnerActiveDay.findMany({ where: { companyId }, orderBy: [{ learnerId: 'asc' }, { day: 'asc' }] })).map(
    (d) => `${d.learnerId}:${d.day.toISOString().slice(0, 10)}`,
  );

describe('daily rollups', () => {
  it('count each day in the company’s zone, incrementally and by a rebuild alike; a new zone moves the days', async () => {
    const { company } = await buildCompany(t);
    await t.prisma.company.update({ where: { id: company.id }, data: { timeZone: 'America/New_York' } });
    const material = await publishedMaterial(t, company.id);
    const l1 = (await newLearner(t, company.id)).id;
    const l2 = (await newLearner(t, company.id)).id;
    const visitor = randomUUID();
    // The writes, as the services make them: events and their rollup in one transaction.
    const writes = [
      { at: '2026-10-31T16:00:00Z', learnerId: l1, visitorId: null, first: true, events: [{ type: 'OPEN' as const }] },
      { at: '2026-11-03T04:30:00Z', learnerId: l1, visitorId: null, first: false, events: [{ type: 'OPEN' as const }] },
      { at: '2026-11-03T05:30:00Z', learnerId: l1, visitorId: null, first: false, events: [{ type: 'MINUTES' as const, value: 90 }] },
      { at: '2026-11-03T15:00:00Z', learnerId: l2, visitorId: null, first: true, events: [{ type: 'OPEN' as const }, { type: 'MINUTES' as const, value: 60 }] },
      { at: '2026-11-03T16:00:00Z', learnerId: l2, visitorId: null, first: false, events: [{ type: 'COMPLETED' as const }] },
      { at: '2026-11-03T17:00:00Z', learnerId: null, visitorId: visitor, first: false, events: [{ type: 'OPEN' as const }] },
    ];
    for (const w of writes)
      await t.prisma.$transaction(async (tx) => {
        const occurredAt = new Date(w.at);
        await tx.activityEvent.createMany({
          data: w.events.map((e) => ({
            companyId: company.id,
            learnerId: w.learnerId,
            visitorId: w.visitorId,
            materialId: material.id,
            type: e.type,
            value: 'value' in e ? e.value : null,
            occurredAt,
          })),
        });
        await rollUp(tx, { companyId: company.id, zone: 'America/New_York', learnerId: w.learnerId, firstActivity: w.first, occurredAt, events: w.events });
      });

    // 04:30Z on 3 November is 23:30 on Monday the 2nd in New York; the rest fall on the 3rd.
    // firsts: [of its week, month, year]. L1 on Saturday 31 October: the first of all three; on
    // Monday 2 November the first of a new week and month, not year; on the 3rd none. L2 on the 3rd: all.
    const expected = [
      { day: '2026-10-31', active: 1, added: 1, seconds: 0, opens: 1, completions: 0, firsts: [1, 1, 1] },
      { day: '2026-11-02', active: 1, added: 0, seconds: 0, opens: 1, completions: 0, firsts: [1, 1, 0] },
      { day: '2026-11-03', active: 2, added: 1, seconds: 150, opens: 2, completions: 1, firsts: [1, 1, 1] },
    ];
    expect(await daily(company.id)).toEqual(expected);
    const learnerDays = [`${l1}:2026-10-31`, `${l1}:2026-11-02`, `${l1}:2026-11-03`, `${l2}:2026-11-03`].sort();
    expect(await activeDays(company.id)).toEqual(learnerDays);

    await rebuildRollups(t.prisma, company.id);
    expect(await daily(company.id)).toEqual(expected);
    expect(await activeDays(company.id)).toEqual(learnerDays);

    // In UTC the first write is on the 31st and every other on Tuesday the 3rd: L1's first day of
    // that week and month, not year; L2's first of all three.
    await t.prisma.company.update({ where: { id: company.id }, data: { timeZone: 'UTC' } });
    await rebuildRollups(t.prisma, company.id);
    expect(await daily(company.id)).toEqual([
      { day: '2026-10-31', active: 1, added: 1, seconds: 0, opens: 1, completions: 0, firsts: [1, 1, 1] },
      { day: '2026-11-03', active: 2, added: 1, seconds: 150, opens: 3, completions: 1, firsts: [2, 2, 1] },
    ]);
  });

  it('are kept by the real writes: an open, a retry that adds nothing, a completion', async () => {
    const { company } = await buildCompany(t);
    const path = await publishedMaterial(t, company.id);
    const l = await newLearner(t, company.id);
    const clientId = randomUUID();
    await call(t, 'open', { companySlug: company.slug, materialId: path.id, clientId }, l.token);
    await call(t, 'open', { companySlug: company.slug, materialId: path.id, clientId }, l.token);
    await call(t, 'time', { materialId: path.id, seconds: 45 }, l.token);
    for (const stepId of [1, 2, 3]) await call(t, 'complete', { materialId: path.id, stepId }, l.token);
    const today = localDay(new Date(), 'UTC');
    const rows = await daily(company.id);
    // Written around midnight UTC the writes may straddle two days: add them up.
    expect(rows.every((r) => r.day >= today || r.day === localDay(new Date(Date.now() - 60_000), 'UTC'))).toBe(true);
    const sum = (k: 'active' | 'added' | 'seconds' | 'opens' | 'completions') => rows.reduce((s, r) => s + r[k], 0);
    // One learner: the first day of its year exactly once (twice only if the writes straddle 1 January).
    expect(rows.reduce((s, r) => s + r.firsts[2]!, 0)).toBe(1);
    expect({ added: sum('added'), seconds: sum('seconds'), opens: sum('opens'), completions: sum('completions') }).toEqual({
      added: 1,
      seconds: 45,
      opens: 1,
      completions: 1,
    });
    const before = await daily(company.id);
    await rebuildRollups(t.prisma, company.id);
    expect(await daily(company.id)).toEqual(before);
  });
});
