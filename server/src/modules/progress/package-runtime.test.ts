/**
 * A SCORM package's runtime data into progress (issue 25 §2): what each standard's commit means
 * (worked out from SCORM 1.2 RTE 3.4 and SCORM 2004 RTE 4.2 by hand, not by the code), the
 * limits, and a learner's course: items complete one by one, the course once (with success and
 * the mean scaled score), resume data per item, a retried commit applied once, and a re-upload
 * that keeps the progress of the items whose identifier stays.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { packageZip, scorm12Manifest, scorm2004Manifest } from '../packages/packages.test-helpers.js';
import { readRuntimeReport } from './package-runtime.service.js';
import { newLearner, OPS } from './progress.test-helpers.js';

describe('readRuntimeReport', () => {
  it('SCORM 1.2: one lesson_status; failed and passed both complete the item; a raw score of 0–100 scales by hand', () => {
    const failed = readRuntimeReport(
      { runtimeData: { cmi: { core: { lesson_status: 'failed', score: { raw: '40' }, lesson_location: 'p2' }, suspend_data: 'a=1' } } },
      'scorm12',
      false,
    );
    expect(failed).toMatchObject({ completion: 'completed', success: 'failed', scoreRaw: 40, scoreScaled: 0.4, location: 'p2', suspendData: 'a=1' });
    // Raw 30 between min 20 and max 70: (30 − 20) / (70 − 20) = 0.2.
    expect(
      readRuntimeReport({ runtimeData: { cmi: { core: { lesson_status: 'passed', score: { raw: '30', min: '20', max: '70' } } } } }, 'scorm12', false),
    ).toMatchObject({
      completion: 'completed',
      success: 'passed',
      scoreScaled: 0.2,
    });
    expect(readRuntimeReport({ runtimeData: { cmi: { core: { lesson_status: 'incomplete' } } } }, 'scorm12', false)).toMatchObject({
      completion: 'incomplete',
      success: 'unknown',
    });
  });

  it('SCORM 2004: completion and success apart; scaled taken as reported', () => {
    const r = readRuntimeReport(
      {
        completionStatus: 'incomplete',
        successStatus: 'failed',
        score: { scaled: 0.25, raw: 5 },
        runtimeData: { cmi: { location: 'slide-7', suspend_data: 'x'.repeat(5000) } },
      },
      'scorm2004',
      false,
    );
    expect(r).toMatchObject({ completion: 'incomplete', success: 'failed', scoreScaled: 0.25, scoreRaw: 5, location: 'slide-7' });
    expect(r.suspendData).toHaveLength(5000);
  });

  it('an asset is complete once opened, whatever it reports', () => {
    expect(readRuntimeReport({}, 'scorm2004', true).completion).toBe('completed');
  });

  it("refuses suspend data past the standard's limit, and a report that is not one, naming why", () => {
    expect(() => readRuntimeReport({ runtimeData: { cmi: { suspend_data: 'x'.repeat(4097) } } }, 'scorm12', false)).toThrow(/over 4,096 characters/);
    expect(() => readRuntimeReport({ runtimeData: { cmi: { suspend_data: 'x'.repeat(64_001) } } }, 'scorm2004', false)).toThrow(/over 64,000 characters/);
    expect(() => readRuntimeReport({ score: { scaled: 3 } }, 'scorm2004', false)).toThrow(/not valid/);
    expect(() => readRuntimeReport('nope', 'scorm2004', false)).toThrow(/not valid/);
  });
});

describe('a learner works through a SCORM package', () => {
  let t: TestApp;
  let owner: string;
  let companyId: string;
  const form = (zip: Buffer) => {
    const f = new FormData();
    f.set('file', new File([new Uint8Array(zip)], 'course.zip'));
    return f;
  };
  const report = (token: string, materialId: string, stepId: number, body: unknown, clientId = randomUUID()) =>
    t.gql(OPS.package, { input: { clientId, materialId, stepId, report: body } }, token).then((r) => Object.values(r.data ?? {})[0] as any);

  beforeAll(async () => {
    t = await createTestApp();
    const c = await buildCompany(t);
    owner = c.owner.token;
    companyId = c.company.id;
  });
  afterAll(() => t.close());

  async function publishedCourse(zip: Buffer) {
    const made = (await t.rest('POST', '/packages', { token: owner, body: form(zip) })).body;
    expect((await t.rest('PUT', `/packages/${made.id}/publish`, { token: owner })).status).toBe(200);
    return made as { id: string; slug: string; scos: { id: number; identifier: string }[] };
  }

  it('completes items one by one and the course once, with success and the mean scaled score', async () => {
    const course = await publishedCourse(
      packageZip(
        scorm2004Manifest('Two lessons', [
          { id: 'L1', title: 'Lesson 1', href: 'one.html' },
          { id: 'L2', title: 'Lesson 2', href: 'two.html' },
        ]),
        ['one.html', 'two.html'],
      ),
    );
    const learner = await newLearner(t, companyId);
    const [one, two] = course.scos;

    const first = await report(learner.token, course.id, one!.id, { completionStatus: 'completed', successStatus: 'passed', score: { scaled: 0.9 } });
    expect(first.progress).toMatchObject({ status: 'IN_PROGRESS', completedStepIds: [one!.id] });
    // The same commit sent again (a retry): applied once.
    const clientId = randomUUID();
    const body = {
      completionStatus: 'completed',
      successStatus: 'passed',
      score: { scaled: 0.5 },
      runtimeData: { cmi: { location: 'end', suspend_data: 'done' } },
    };
    const done = await report(learner.token, course.id, two!.id, body, clientId);
    expect(done.progress).toMatchObject({ status: 'COMPLETED' });
    await report(learner.token, course.id, two!.id, body, clientId);

    const events = await t.prisma.activityEvent.findMany({
      where: { materialId: course.id, type: { in: ['STEP_COMPLETED', 'COMPLETED'] } },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => e.type)).toEqual(['STEP_COMPLETED', 'STEP_COMPLETED', 'COMPLETED']);
    // Mean of 0.9 and 0.5 = 0.7; neither failed.
    expect(events[2]!.result).toMatchObject({ completion: true, success: true, score: { scaled: 0.7 } });
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: course.id } })).completions).toBe(1);

    // A later failing retake changes the item's data, never the course's completion.
    const again = await report(learner.token, course.id, one!.id, { completionStatus: 'completed', successStatus: 'failed' });
    expect(again.progress.status).toBe('COMPLETED');
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: course.id } })).completions).toBe(1);

    const resume = await t.gql(
      'query ($id: ID!) { packageResume(materialId: $id) { stepId completion success location suspendData } }',
      { id: course.id },
      learner.token,
    );
    expect(resume.data.packageResume).toHaveLength(2);
    expect(resume.data.packageResume).toEqual(
      expect.arrayContaining([
        { stepId: one!.id, completion: 'completed', success: 'failed', location: '', suspendData: '' },
        { stepId: two!.id, completion: 'completed', success: 'passed', location: 'end', suspendData: 'done' },
      ]),
    );

    // A package has no Finish, and no Complete buttons.
    const finish = await t.gql(OPS.finish, { input: { clientId: randomUUID(), materialId: course.id } }, learner.token);
    expect(JSON.stringify(finish)).toContain('it has no Finish');
  });

  it('an unknown item is refused with a word, and nothing is kept', async () => {
    const course = await publishedCourse(packageZip(scorm12Manifest('One', [{ id: 'A', title: 'A', href: 'a.html' }]), ['a.html']));
    const learner = await newLearner(t, companyId);
    const r = await report(learner.token, course.id, 123, { completionStatus: 'completed' });
    expect(JSON.stringify(r)).toContain('This package has no such item');
    expect(await t.prisma.packageRuntime.count({ where: { materialId: course.id } })).toBe(0);
  });

  it('a re-upload keeps the progress of items whose identifier stays', async () => {
    const course = await publishedCourse(
      packageZip(
        scorm12Manifest('Versions', [
          { id: 'KEEP', title: 'Kept', href: 'a.html' },
          { id: 'DROP', title: 'Dropped', href: 'b.html' },
        ]),
        ['a.html', 'b.html'],
      ),
    );
    const learner = await newLearner(t, companyId);
    const kept = course.scos.find((s) => s.identifier === 'KEEP')!;
    await report(learner.token, course.id, kept.id, { runtimeData: { cmi: { core: { lesson_status: 'passed', lesson_location: 'p9' } } } });

    const v2 = packageZip(
      scorm12Manifest('Versions 2', [
        { id: 'KEEP', title: 'Kept (new)', href: 'a2.html' },
        { id: 'NEW', title: 'New', href: 'c.html' },
      ]),
      ['a2.html', 'c.html'],
    );
    const replaced = (await t.rest('PUT', `/packages/${course.id}`, { token: owner, body: form(v2) })).body;
    expect(replaced.scos.find((s: { identifier: string }) => s.identifier === 'KEEP').id).toBe(kept.id);
    await t.rest('PUT', `/packages/${course.id}/publish`, { token: owner });

    const read = await t.gql(OPS.read, { id: course.id }, learner.token);
    expect(read.data.learnerProgress.completedStepIds).toEqual([kept.id]);
    const resume = await t.gql('query ($id: ID!) { packageResume(materialId: $id) { stepId location } }', { id: course.id }, learner.token);
    expect(resume.data.packageResume).toEqual([{ stepId: kept.id, location: 'p9' }]);
  });
});
