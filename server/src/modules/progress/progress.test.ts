/**
 * Learners' progress (progress.service.ts): the completion algorithm of audience.md §4 done on the
 * server, retries that never count twice, concurrent writes that never lose each other, answers
 * graded by the server with the pass mark, study time, and the activity log with its counters.
 * Expected numbers are worked out by hand from QUIZ_STEPS (progress.test-helpers.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, LOCAL_TIME, newLearner, passMarkConfig, publishedMaterial } from './progress.test-helpers.js';
import { withStepRecord } from './progress.service.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

const counters = (id: string) => t.prisma.learningMaterial.findUniqueOrThrow({ where: { id }, select: { opens: true, uniqueVisits: true, completions: true } });
const eventTypes = async (learnerId: string, materialId: string) =>
  (await t.prisma.activityEvent.findMany({ where: { learnerId, materialId }, orderBy: { id: 'asc' }, select: { type: true } })).map((e) => e.type);

describe('step records (§4: replace the step’s record, or append)', () => {
  it('replaces a record for the same step and appends a new one, keeping order', () => {
    const records = [
      { id: 1, completion: false },
      { id: 2, completion: true },
    ];
    expect(withStepRecord(records, { id: 1, completion: true })).toEqual([
      { id: 1, completion: true },
      { id: 2, completion: true },
    ]);
    expect(withStepRecord(records, { id: 3, completion: true })).toEqual([...records, { id: 3, completion: true }]);
  });
});

describe('a learner works through a path with a pass mark of 50 %', () => {
  it('opens, answers wrong then right, completes every step; completion waits for the pass mark; every attempt is kept', async () => {
    const path = await publishedMaterial(t, A.company.id, { config: passMarkConfig('50') });
    const l = await newLearner(t, A.company.id);

    const openId = randomUUID();
    const opened = await call(t, 'open', { companySlug: A.company.slug, materialId: path.id, clientId: openId }, l.token);
    expect(opened.progress).toMatchObject({ status: 'IN_PROGRESS', currentStep: 1, completedStepIds: [], passMark: 50, passed: false });
    expect(opened.progress.score).toEqual({ correct: 0, graded: 2, percent: 0 });
    // The same open again (a retry): not a second open.
    await call(t, 'open', { companySlug: A.company.slug, materialId: path.id, clientId: openId }, l.token);
    expect(await counters(path.id)).toEqual({ opens: 1, uniqueVisits: 1, completions: 0 });

    const wrong = await call(
      t,
      'answer',
      { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: LOCAL_TIME },
      l.token,
    );
    expect(wrong).toMatchObject({ __typename: 'AnswerQuestionPayload', result: false, explanation: 'Count again.' });

    for (const stepId of [1, 2, 3]) {
      expect((await call(t, 'step', { materialId: path.id, currentStep: stepId }, l.token)).progress.currentStep).toBe(stepId);
      await call(t, 'complete', { materialId: path.id, stepId }, l.token);
    }
    const afterSteps = await call(t, 'step', { materialId: path.id, currentStep: 3 }, l.token);
    // Every step done, 0 of 2 right: 0 % < 50 %, so not complete.
    expect(afterSteps.progress).toMatchObject({ status: 'IN_PROGRESS', completedStepIds: [1, 2, 3], passed: false });

    const right = await call(
      t,
      'answer',
      { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME },
      l.token,
    );
    // 1 of 2 right = 50 %: the pass mark is met, and the path completes with this answer.
    expect(right).toMatchObject({
      result: true,
      explanation: 'Yes: two and two.',
      progress: { status: 'COMPLETED', passed: true, score: { correct: 1, graded: 2, percent: 50 } },
    });

    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id, elementId: 'mc' } })).toBe(2);
    expect(await counters(path.id)).toEqual({ opens: 1, uniqueVisits: 1, completions: 1 });
    expect(await eventTypes(l.id, path.id)).toEqual([
      'OPEN',
      'ANSWER',
      'STEP_VIEWED',
      'STEP_COMPLETED',
      'STEP_VIEWED',
      'STEP_COMPLETED',
      'STEP_VIEWED',
      'STEP_COMPLETED',
      'STEP_VIEWED',
      'ANSWER',
      'COMPLETED',
    ]);

    // A later wrong answer never un-completes, and completing again counts nothing.
    await call(t, 'answer', { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: LOCAL_TIME }, l.token);
    const again = await call(t, 'complete', { materialId: path.id, stepId: 1 }, l.token);
    expect(again.progress).toMatchObject({ status: 'COMPLETED', score: { correct: 0, graded: 2, percent: 0 } });
    expect((await counters(path.id)).completions).toBe(1);

    const read = (
      await t.gql(
        `query ($id: ID!) { learnerProgress(materialId: $id) { answers { elementId questionId result answer answeredAt } } }`,
        { id: path.id },
        l.token,
      )
    ).data.learnerProgress;
    expect(read.answers).toEqual([{ elementId: 'mc', questionId: 'q1', result: false, answer: { optionId: 'o3', value: '3' }, answeredAt: LOCAL_TIME }]);
  });

  it('grades a multi select as right only for exactly the checked set, and keeps ungraded answers', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const ms = (optionIds: string[]) => call(t, 'answer', { materialId: path.id, stepId: 2, elementId: 'ms', optionIds, answeredAt: LOCAL_TIME }, l.token);
    expect((await ms(['a'])).result).toBe(false);
    expect((await ms(['a', 'b', 'c'])).result).toBe(false);
    const right = await ms(['c', 'a']);
    expect(right).toMatchObject({
      result: true,
      explanation: '2 is the even prime.',
      progress: { score: { correct: 1, graded: 2, percent: 50 }, passMark: null },
    });
    const text = await call(t, 'answer', { materialId: path.id, stepId: 2, elementId: 'sa', text: 'Because.', answeredAt: LOCAL_TIME }, l.token);
    expect(text).toMatchObject({ result: null, explanation: '' });
  });

  it('completes a path without a pass mark when its last step is completed, in any order', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    expect((await call(t, 'complete', { materialId: path.id, stepId: 3 }, l.token)).progress.status).toBe('IN_PROGRESS');
    expect((await call(t, 'complete', { materialId: path.id, stepId: 1 }, l.token)).progress.status).toBe('IN_PROGRESS');
    const last = await call(t, 'complete', { materialId: path.id, stepId: 2 }, l.token);
    expect(last.progress).toMatchObject({ status: 'COMPLETED', completedStepIds: [3, 1, 2], passed: true });
  });

  it('finishes a walkthrough once; a path cannot be finished that way, a walkthrough has no steps to complete', async () => {
    const tour = await publishedMaterial(t, A.company.id, { kind: 'WALKTHROUGH', data: [{ id: 11 }, { id: 12 }] });
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const done = await call(t, 'finish', { materialId: tour.id }, l.token);
    expect(done.progress).toMatchObject({ status: 'COMPLETED', currentStep: 2 });
    await call(t, 'finish', { materialId: tour.id }, l.token);
    expect((await counters(tour.id)).completions).toBe(1);
    expect(await call(t, 'finish', { materialId: path.id }, l.token)).toMatchObject({ __typename: 'ValidationError' });
    expect(await call(t, 'complete', { materialId: tour.id, stepId: 11 }, l.token)).toMatchObject({ __typename: 'ValidationError' });
  });
});

describe('retries and races', () => {
  it('a retried completion or answer is applied once; a clientId reused for another change is refused', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const id = randomUUID();
    const answer = { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME, clientId: id };
    const [x, y] = await Promise.all([call(t, 'answer', answer, l.token), call(t, 'answer', answer, l.token)]);
    expect([x.result, y.result]).toEqual([true, true]);
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(1);
    expect(await call(t, 'complete', { materialId: path.id, stepId: 1, clientId: id }, l.token)).toMatchObject({ __typename: 'ConflictError' });
    const other = await newLearner(t, A.company.id);
    expect(await call(t, 'answer', answer, other.token)).toMatchObject({ __typename: 'ConflictError' });
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: other.id } })).toBe(0);
  });

  it('two tabs completing different steps at once keep both; 200 learners at once lose nothing', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const tabs = await newLearner(t, A.company.id);
    await Promise.all([1, 2, 3].map((stepId) => call(t, 'complete', { materialId: path.id, stepId }, tabs.token)));
    const p = await t.prisma.progress.findFirstOrThrow({ where: { learnerId: tabs.id, materialId: path.id } });
    expect(p.status).toBe('COMPLETED');
    expect((p.response as { id: number }[]).map((r) => r.id).sort()).toEqual([1, 2, 3]);

    const learners = await Promise.all(Array.from({ length: 200 }, () => newLearner(t, A.company.id)));
    // As the hub's outbox does: a write the server was too busy to start (503 "try again") is sent
    // again with the same clientId until it is answered.
    const send = async (op: 'complete' | 'time', input: Record<string, unknown>, token: string) => {
      const clientId = randomUUID();
      for (let attempt = 1; ; attempt++) {
        const r = await call(t, op, { clientId, ...input }, token);
        if (r.code !== 'UNAVAILABLE' || attempt === 30) return r;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    };
    const results = await Promise.all(
      learners.flatMap((l) => [
        send('complete', { materialId: path.id, stepId: 1 }, l.token),
        send('complete', { materialId: path.id, stepId: 2 }, l.token),
        send('time', { materialId: path.id, seconds: 45 }, l.token),
        send('time', { materialId: path.id, seconds: 30 }, l.token),
      ]),
    );
    expect(results.filter((r) => r.__typename !== 'LearnerProgressPayload')).toEqual([]);
    const rows = await t.prisma.progress.findMany({ where: { materialId: path.id, learnerId: { in: learners.map((l) => l.id) } } });
    expect(rows).toHaveLength(200);
    for (const r of rows) {
      expect((r.response as { id: number }[]).map((x) => x.id).sort()).toEqual([1, 2]);
      // 45 + 30 = 75 s: one whole minute.
      expect([r.seconds, r.minutes]).toEqual([75, 1]);
    }
    // The tab-racing learner and the 200: 201 first opens of this material.
    expect((await counters(path.id)).uniqueVisits).toBe(201);
    // A correctness test (nothing lost, nothing twice): the time only has to fit a busy 2-core machine.
  }, 300_000);
});

describe('what a learner may send', () => {
  it('refuses bad steps, times, answers and ids with the field named', async () => {
    const path = await publishedMaterial(t, A.company.id);
    const l = await newLearner(t, A.company.id);
    const field = async (op: Parameters<typeof call>[1], input: Record<string, unknown>) => {
      const r = await call(t, op, input, l.token);
      expect(r.__typename, JSON.stringify(input)).toBe('ValidationError');
      return r.fieldErrors[0];
    };
    expect(await field('step', { materialId: path.id, currentStep: 4 })).toEqual({
      field: 'current_step',
      messages: ['current_step must be a step number from 1 to 3.'],
    });
    expect((await field('step', { materialId: path.id, currentStep: 0 })).field).toBe('current_step');
    expect((await field('time', { materialId: path.id, seconds: 601 })).field).toBe('seconds');
    expect((await field('time', { materialId: path.id, seconds: 0 })).field).toBe('seconds');
    expect((await field('complete', { materialId: path.id, stepId: 99 })).field).toBe('stepId');
    expect((await field('complete', { materialId: path.id, stepId: 1, clientId: 'again' })).field).toBe('clientId');
    const answer = { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', answeredAt: LOCAL_TIME };
    expect((await field('answer', { ...answer, optionId: 'nope' })).field).toBe('optionId');
    expect((await field('answer', { ...answer, questionId: 'q9', optionId: 'o4' })).field).toBe('questionId');
    expect((await field('answer', { ...answer, optionId: 'o4', answeredAt: '25/11/2026' })).field).toBe('answeredAt');
    expect((await field('answer', { ...answer, stepId: 2, elementId: 'ms', optionIds: [] })).field).toBe('optionIds');
    expect((await field('answer', { ...answer, stepId: 2, elementId: 'sa', text: 'x'.repeat(5001) })).messages).toEqual([
      'An answer can be at most 5000 characters.',
    ]);
    expect((await field('answer', { ...answer, stepId: 3, elementId: 'fu', text: 'x' })).field).toBe('elementId');
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: l.id } })).toBe(0);
    expect(await t.prisma.progress.count({ where: { learnerId: l.id } })).toBe(0);
  });
});

describe('walls', () => {
  it("another company's learner, a learner not on a Private list, a guest, staff and drafts get nothing and change nothing", async () => {
    const path = await publishedMaterial(t, A.company.id);
    const secret = await publishedMaterial(t, A.company.id, { visibility: 'PRIVATE' });
    const draft = await publishedMaterial(t, A.company.id, { published: false });
    const theirs = await newLearner(t, B.company.id);
    const mine = await newLearner(t, A.company.id);
    const guest = await newLearner(t, A.company.id, { verified: false });
    const listed = await newLearner(t, A.company.id);
    const listedRow = await t.prisma.learner.findUniqueOrThrow({ where: { id: listed.id } });
    await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: secret.id, email: listedRow.email } });

    expect(await call(t, 'complete', { materialId: path.id, stepId: 1 }, theirs.token)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(t, 'complete', { materialId: draft.id, stepId: 1 }, mine.token)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await call(t, 'complete', { materialId: secret.id, stepId: 1 }, mine.token)).toMatchObject({
      __typename: 'ForbiddenError',
      message: 'This material is not shared with you.',
    });
    expect(await call(t, 'complete', { materialId: secret.id, stepId: 1 }, guest.token)).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await call(t, 'complete', { materialId: secret.id, stepId: 1 }, listed.token)).progress.completedStepIds).toEqual([1]);
    // Staff are not learners: the learner scope refuses them before anything runs.
    expect((await call(t, 'complete', { materialId: path.id, stepId: 1 }, A.owner.token)).__typename).toBe('GraphQLError');
    expect(
      (await t.gql('query ($id: ID!) { learnerProgress(materialId: $id) { status } }', { id: path.id }, A.owner.token)).data?.learnerProgress ?? null,
    ).toBeNull();
    // B's learner on A's hub is a visitor there: without a visitorId nothing is counted.
    expect(await call(t, 'open', { companySlug: A.company.slug, materialId: path.id }, theirs.token)).toMatchObject({ __typename: 'NotFoundError' });
    expect(await t.prisma.progress.count({ where: { materialId: { in: [path.id, draft.id] } } })).toBe(0);
    expect(await t.prisma.progress.count({ where: { learnerId: { in: [theirs.id, mine.id, guest.id] } } })).toBe(0);
  });
});

describe('visitors and ratings', () => {
  it('a visitor opens and rates a Public material (one score per browser); not a User Info Required one', async () => {
    const tour = await publishedMaterial(t, A.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1 }] });
    const guestTour = await publishedMaterial(t, A.company.id, { kind: 'WALKTHROUGH', visibility: 'GUEST', data: [{ id: 1 }] });
    const visitorId = randomUUID();
    const base = { companySlug: A.company.slug, materialId: tour.id, visitorId };
    expect(await call(t, 'open', base, null)).toEqual({ __typename: 'OpenMaterialPayload', progress: null });
    await call(t, 'open', base, null);
    expect(await counters(tour.id)).toEqual({ opens: 2, uniqueVisits: 1, completions: 0 });
    expect(await call(t, 'rate', { ...base, score: 'SAD' }, null)).toEqual({ __typename: 'RateMaterialPayload', score: 'SAD' });
    expect(await call(t, 'rate', { ...base, score: 'EXCITED' }, null)).toEqual({ __typename: 'RateMaterialPayload', score: 'EXCITED' });
    expect(await t.prisma.satisfactionScore.findMany({ where: { materialId: tour.id }, select: { score: true, learnerId: true } })).toEqual([
      { score: 'EXCITED', learnerId: null },
    ]);
    expect(await call(t, 'rate', { ...base, materialId: guestTour.id, score: 'HAPPY' }, null)).toMatchObject({ __typename: 'ForbiddenError' });
    const badVisitor = await call(t, 'rate', { ...base, score: 'SAD', visitorId: 'me' }, null);
    expect(badVisitor, JSON.stringify(badVisitor)).toMatchObject({ __typename: 'ValidationError' });

    const l = await newLearner(t, A.company.id);
    expect(await call(t, 'rate', { companySlug: A.company.slug, materialId: guestTour.id, score: 'HAPPY' }, l.token)).toEqual({
      __typename: 'RateMaterialPayload',
      score: 'HAPPY',
    });
    const event = await t.prisma.activityEvent.findFirstOrThrow({ where: { learnerId: l.id, type: 'SATISFACTION' } });
    expect(event.value).toBe(4);
  });
});
