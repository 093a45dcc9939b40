/**
 * The activity log as xAPI 1.0.3 statements (issue 22 §2), each checked by Learning Locker's
 * conformance-tested validator (xapi-validation): ids rather than slugs, initialized / passed /
 * failed, scores, durations, definitions and the attempt as registration.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, LOCAL_TIME, newLearner, passMarkConfig, publishedMaterial } from './progress.test-helpers.js';
import { type EventRow, nameBasedUuid, toStatements } from './xapi-statements.js';

const HOME = 'https://learn.example';
const M = '0190f5a2-0000-7000-8000-0000000000aa';
const site = { publicUrl: `${HOME}/`, material: { id: M, name: 'Sums', kind: 'PATH' }, registration: '0190f5a2-0000-7000-8000-0000000000bb' };
const row = (over: Partial<EventRow>): EventRow => ({
  statementId: '0190f5a2-0000-7000-8000-000000000001',
  learnerId: '0190f5a2-0000-7000-8000-0000000000cc',
  visitorId: null,
  materialId: M,
  type: 'OPEN',
  stepId: null,
  elementId: null,
  value: null,
  result: null,
  context: null,
  occurredAt: new Date('2026-11-25T13:03:00.000Z'),
  ...over,
});
/** Learning Locker's validator (CommonJS, its default export): the problems it finds in a statement. */
const validateStatement: (statement: unknown) => unknown[] = createRequire(import.meta.url)('xapi-validation').default;
const problems = (statements: unknown[]) => statements.flatMap((s) => validateStatement(s).map((w) => JSON.stringify(w)));

describe('xAPI statements of the activity log', () => {
  it('an answer: an account actor, the question as an activity under the material, named by ids, with the attempt', () => {
    const [statement, ...more] = toStatements(
      row({ type: 'ANSWER', stepId: '1', elementId: 'mc/q1', result: { success: true, response: '{"optionId":"o4"}' } }),
      { ...site, questionName: 'What is 2 + 2?' },
    );
    expect(more).toEqual([]);
    expect(statement).toEqual({
      id: '0190f5a2-0000-7000-8000-000000000001',
      actor: { objectType: 'Agent', account: { homePage: HOME, name: 'learner:0190f5a2-0000-7000-8000-0000000000cc' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
      object: {
        objectType: 'Activity',
        id: `${HOME}/xapi/activities/materials/${M}/elements/mc/questions/q1`,
        definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', name: { 'en-US': 'What is 2 + 2?' } },
      },
      result: { success: true, response: '{"optionId":"o4"}' },
      context: {
        registration: '0190f5a2-0000-7000-8000-0000000000bb',
        contextActivities: { parent: [{ id: `${HOME}/xapi/activities/materials/${M}`, objectType: 'Activity' }] },
        platform: 'LearnHub',
      },
      timestamp: '2026-11-25T13:03:00.000Z',
    });
    expect(problems([statement])).toEqual([]);
  });

  it('an open is `initialized` on the material itself, typed by its kind', () => {
    const [statement] = toStatements(row({ type: 'OPEN' }), site);
    expect(statement?.verb.id).toBe('http://adlnet.gov/expapi/verbs/initialized');
    expect(statement?.object).toEqual({
      objectType: 'Activity',
      id: `${HOME}/xapi/activities/materials/${M}`,
      definition: { type: 'http://adlnet.gov/expapi/activities/course', name: { 'en-US': 'Sums' } },
    });
    const walkthrough = toStatements(row({ type: 'OPEN' }), { ...site, material: { ...site.material, kind: 'WALKTHROUGH' } });
    expect(walkthrough[0]?.object.definition.type).toBe('http://adlnet.gov/expapi/activities/simulation');
  });

  it('a graded completion is `completed` and then `failed` with the same score; its second id is stable', () => {
    const score = { raw: 1, min: 0, max: 2, scaled: 0.5 };
    const rows = toStatements(row({ type: 'COMPLETED', result: { completion: true, success: false, score } }), site);
    expect(rows.map((s) => s.verb.display['en-US'])).toEqual(['completed', 'failed']);
    expect(rows[1]?.result).toEqual({ success: false, score });
    expect(rows[1]?.id).toBe(nameBasedUuid('0190f5a2-0000-7000-8000-000000000001', 'passed-or-failed'));
    expect(toStatements(row({ type: 'COMPLETED', result: { completion: true, success: false, score } }), site)[1]?.id).toBe(rows[1]?.id);
    // A walkthrough's Finish has no pass mark: one statement.
    expect(toStatements(row({ type: 'COMPLETED', result: { completion: true } }), site)).toHaveLength(1);
    expect(problems(rows)).toEqual([]);
  });

  it('name-based ids follow RFC 4122 version 5 (its DNS example)', () => {
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('a visitor is an account too, with no registration', () => {
    const [statement] = toStatements(row({ learnerId: null, visitorId: '0190f5a2-0000-7000-8000-0000000000dd' }), { ...site, registration: null });
    expect(statement?.actor.account.name).toBe('visitor:0190f5a2-0000-7000-8000-0000000000dd');
    expect(statement?.context).toEqual({ platform: 'LearnHub' });
    expect(problems([statement])).toEqual([]);
  });

  it('the validator is not blind: it refuses a statement without an actor and a bad duration', () => {
    const [statement] = toStatements(row({ type: 'MINUTES', value: 60, result: { duration: 'PT60S' } }), site);
    expect(problems([statement])).toEqual([]);
    expect(problems([{ ...statement, actor: undefined }]).length).toBeGreaterThan(0);
    expect(problems([{ ...statement, result: { duration: '60 seconds' } }]).length).toBeGreaterThan(0);
  });
});

describe("a learner's real run, read back as statements", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every stored event becomes valid statements: initialized, answered, progressed ×3, completed, passed, focused, rated, terminated', async () => {
    const { company } = await buildCompany(t);
    // QUIZ_STEPS: two graded questions; one right answer is 50 %, which meets a pass mark of 50.
    const path = await publishedMaterial(t, company.id, { config: passMarkConfig('50') });
    const l = await newLearner(t, company.id);
    const slug = { companySlug: company.slug };
    await call(t, 'open', { ...slug, materialId: path.id }, l.token);
    await call(t, 'answer', { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }, l.token);
    for (const stepId of [1, 2, 3]) await call(t, 'complete', { materialId: path.id, stepId }, l.token);
    await call(t, 'time', { materialId: path.id, seconds: 90 }, l.token);
    await call(t, 'rate', { ...slug, materialId: path.id, score: 'HAPPY' }, l.token);
    // Leaving: nothing new counted since the last report, and the visit's 90 active seconds.
    expect(await call(t, 'time', { materialId: path.id, seconds: 0, final: true, visitSeconds: 90 }, l.token)).toMatchObject({
      __typename: 'LearnerProgressPayload',
    });
    // Only the last report of a visit may carry no seconds.
    expect(await call(t, 'time', { materialId: path.id, seconds: 0 }, l.token)).toMatchObject({ __typename: 'ValidationError' });

    const rows = await t.prisma.activityEvent.findMany({ where: { learnerId: l.id }, orderBy: { id: 'asc' } });
    const progress = await t.prisma.progress.findFirstOrThrow({ where: { learnerId: l.id }, select: { id: true } });
    const material = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: path.id }, select: { id: true, name: true, kind: true } });
    const statements = rows.flatMap((r) => toStatements(r, { publicUrl: 'http://app.test', material, registration: progress.id }));
    expect(statements.map((s) => s.verb.display['en-US'])).toEqual([
      'initialized',
      'answered',
      'progressed',
      'progressed',
      'progressed',
      'completed',
      'passed',
      'focused',
      'rated',
      'terminated',
    ]);
    expect(problems(statements)).toEqual([]);
    expect(new Set(statements.map((s) => s.context.registration))).toEqual(new Set([progress.id]));
    expect(statements.find((s) => s.verb.display['en-US'] === 'focused')?.result).toEqual({ duration: 'PT90S' });
    expect(statements.at(-1)?.result).toEqual({ duration: 'PT90S' });
    // The minutes counted once: the final report added no time.
    expect((await t.prisma.progress.findFirstOrThrow({ where: { learnerId: l.id }, select: { seconds: true } })).seconds).toBe(90);
    expect(statements.every((s) => !s.object.id.includes(path.slug))).toBe(true);
  });
});
