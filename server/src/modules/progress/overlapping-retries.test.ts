/**
 * Overlapping retries of one learner write apply once, on REST and GraphQL alike (one rule, in the
 * service: the write's key is claimed first in its transaction, learner-writes.ts). REST's
 * save_response once recorded its attempts outside that write: five overlapping retries with one
 * Idempotency-Key stored one attempt four or five times on PostgreSQL. Run this file with
 * DATABASE_URL too (PGlite runs one transaction at a time; PostgreSQL really overlaps them).
 * Numbers from QUIZ_STEPS (progress.test-helpers.ts): mc/q1 "4" (o4) is right, ms {a, c} is right.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, LOCAL_TIME, newLearner, publishedMaterial } from './progress.test-helpers.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

const five = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: 5 }, run));

/** The learner's activity events, counted by type. */
async function eventCounts(learnerId: string) {
  const events = await t.prisma.activityEvent.findMany({ where: { learnerId }, select: { type: true } });
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}

/** Two steps' records with one attempt each, and 3 minutes: what the spec's client posts. */
const WHOLE_LIST = {
  minutes: 3,
  response: [
    { id: 1, completion: true, attempt: [{ id: 'mc', question_id: 'q1', answer: 'o4', created_at: LOCAL_TIME }] },
    { id: 2, completion: false, attempt: [{ id: 'ms', answer: ['a', 'c'], created_at: LOCAL_TIME }] },
  ],
};

describe('REST save_response: overlapping retries', () => {
  it('five at once with one Idempotency-Key: each attempt stored once, the minutes counted once, all five answered alike', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const key = randomUUID();

    const answers = await five(() =>
      t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body: WHOLE_LIST, headers: { 'idempotency-key': key } }),
    );

    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({
        minutes: 3,
        response: [
          { id: 1, completion: true },
          { id: 2, completion: false },
        ],
        score: { correct: 2, graded: 2, percent: 100 },
      });
    }
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(2);
    expect(await t.prisma.learnerWrite.count({ where: { learnerId: l.id } })).toBe(1);
    expect(await eventCounts(l.id)).toEqual({ ANSWER: 2, STEP_COMPLETED: 1, MINUTES: 1 });
    expect((await t.prisma.learner.findUniqueOrThrow({ where: { id: l.id } })).studySeconds).toBe(180);
  });

  it('five at once without a key (the whole list posted again each time): each attempt stored once', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);

    const answers = await five(() => t.rest('POST', `/hub/save_response/${path.id}`, { token: l.token, body: WHOLE_LIST }));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(2);
    // Five writes, but the step completes once and minutes (a running total) add 180 s once.
    expect(await eventCounts(l.id)).toEqual({ ANSWER: 2, STEP_COMPLETED: 1, MINUTES: 1 });
  });
});

describe('GraphQL learner writes: overlapping retries with one clientId', () => {
  it('an answer, a completion and study time, five at once each: applied once', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const answer = { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME, clientId: randomUUID() };
    const complete = { materialId: path.id, stepId: 1, clientId: randomUUID() };
    const time = { materialId: path.id, seconds: 30, clientId: randomUUID() };

    const answered = await five(() => call(t, 'answer', answer, l.token));
    const completed = await five(() => call(t, 'complete', complete, l.token));
    const timed = await five(() => call(t, 'time', time, l.token));

    expect(answered.map((a) => a.result)).toEqual([true, true, true, true, true]);
    for (const c of completed) expect(c.progress.completedStepIds).toEqual([1]);
    for (const s of timed) expect(s.__typename).toBe('LearnerProgressPayload');
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(1);
    expect(await eventCounts(l.id)).toEqual({ ANSWER: 1, STEP_COMPLETED: 1, MINUTES: 1 });
    expect((await t.prisma.learner.findUniqueOrThrow({ where: { id: l.id } })).studySeconds).toBe(30);
  });
});
