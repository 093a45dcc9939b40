/**
 * The audience table (audience.service.ts) on a hand-made company in Asia/Kathmandu (+5:45), on
 * Friday 20 November 2026 at 12:00 UTC (17:45 local; thresholds: engaged within 7 days, at risk
 * from 14). Every expected value is worked out here by hand:
 *
 *   Ava   active 2 days ago → Engaged. Started m1 (completed, 3 opens) and m2 (1 open): 50 %,
 *         2 visits, 4 opens, 1 completion; faces HAPPY (4) and EXCITED (5) → 4.5; one file;
 *         first active 1 Nov 10:00 UTC = 1 Nov 15:45 local; 5,400 s.
 *   Ben   active 10 days ago → Neutral. First active 31 Oct 20:00 UTC = 1 Nov 01:45 local.
 *   Chloe active 1 day ago but two steps of `due` (due 18 Nov) not complete → At Risk, "2 steps
 *         overdue". First active 31 Oct 18:00 UTC = 31 Oct 23:45 local.
 *   Dana  never active → Neutral, "No activity yet"; no name, so her e-mail is her name.
 *   Emil  active 20 days ago → At Risk, "No activity for 20 days". First active 1 Oct.
 *   Company B has one learner who must never appear.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, newLearner, passMarkConfig, publishedMaterial, QUIZ_STEPS } from '../progress/progress.test-helpers.js';
import { audiencePage } from './audience.service.js';
import { refreshRiskFacts } from './risk-facts.job.js';
import { keepLearnerRiskFacts } from '../progress/index.js';
import { parseFilter, parseOrder, parsePaging } from './audience-query.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;
const ids: Record<string, string> = {};
let bLearner: string;
let viewer: { token: string };
let member: { token: string };
const owner = () => ({ userId: A.owner.user.id, sessionId: 'test', companyId: A.company.id, role: 'OWNER' as const });

beforeAll(async () => {
  // Only Date is faked (at NOW, standing still): the GraphQL and REST calls evaluate statuses at "now".
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  viewer = await buildUser(t, { companyId: A.company.id, role: 'VIEW_ONLY' });
  member = await buildUser(t, { companyId: A.company.id, role: 'MEMBER' });
  await t.prisma.company.update({ where: { id: A.company.id }, data: { timeZone: 'Asia/Kathmandu' } });
  const people = [
    ['ava', 'Ava', 'Nguyen', 2 * DAY, '2026-11-01T10:00:00Z', 5400, ['technology', 'business']],
    ['ben', 'Ben', 'Okafor', 10 * DAY, '2026-10-31T20:00:00Z', 600, []],
    ['chloe', 'Chloe', 'Martin', 1 * DAY, '2026-10-31T18:00:00Z', 60, ['education']],
    ['dana', null, null, null, null, 0, []],
    ['emil', 'Emil', 'Zola', 20 * DAY, '2026-10-01T08:00:00Z', 120, []],
  ] as const;
  for (const [key, firstName, lastName, idle, start, seconds, groups] of people) {
    const l = await t.prisma.learner.create({
      data: {
        companyId: A.company.id,
        email: `${key}@audience.test`,
        firstName,
        lastName,
        lastActivityAt: idle === null ? null : new Date(NOW.getTime() - idle),
        learningStartAt: start ? new Date(start) : null,
        studySeconds: seconds,
        studyMinutes: Math.floor(seconds / 60),
        learningGroups: [...groups],
      },
    });
    ids[key] = l.id;
  }
  bLearner = (await newLearner(t, B.company.id, { email: 'ben@audience.test' })).id;
  const m1 = await publishedMaterial(t, A.company.id);
  const m2 = await publishedMaterial(t, A.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1 }] });
  const due = await publishedMaterial(t, A.company.id, {
    data: QUIZ_STEPS.map((s) => ({ ...s, dueDate: s.id === 3 ? '2026-12-31' : '2026-11-18' })),
  });
  ids.m1 = m1.id;
  ids.m2 = m2.id;
  ids.due = due.id;
  const progress = (learner: string, materialId: string, data: Record<string, unknown>) =>
    t.prisma.progress.create({ data: { companyId: A.company.id, learnerId: ids[learner]!, materialId, ...data } });
  await progress('ava', m1.id, { status: 'COMPLETED', opens: 3, seconds: 3000, completedAt: new Date('2026-11-10T10:00:00Z') });
  await progress('ava', m2.id, { status: 'IN_PROGRESS', opens: 1, seconds: 2400, currentStep: 1 });
  // Chloe completed step 3 only; steps 1 and 2 were due on the 18th.
  await progress('chloe', due.id, { opens: 1, response: [{ id: 3, completion: true }], nextDueDay: new Date('2026-11-18T00:00:00Z') });
  // The rows were written here, not by a learner's write: sum their facts on the learners as it would.
  await keepLearnerRiskFacts(t.prisma, { companyId: A.company.id });
  await t.prisma.satisfactionScore.createMany({
    data: [
      { companyId: A.company.id, learnerId: ids.ava!, materialId: m1.id, score: 'HAPPY' },
      { companyId: A.company.id, learnerId: ids.ava!, materialId: m2.id, score: 'EXCITED' },
    ],
  });
  const upload = await t.prisma.upload.create({
    data: {
      companyId: A.company.id,
      key: await t.deps.storage.put(new TextEncoder().encode('a,b\n1,2\n'), 'csv'),
      filename: 'work.csv',
      contentType: 'text/csv',
      size: 8,
      purpose: 'learner_file',
    },
  });
  ids.file = (
    await t.prisma.learnerFile.create({
      data: { companyId: A.company.id, learnerId: ids.ava!, materialId: m1.id, uploadId: upload.id, fileName: 'Ava’s work.csv', fileType: 'text/csv' },
    })
  ).id;
  await t.prisma.learnerResponse.create({
    data: {
      companyId: A.company.id,
      learnerId: ids.ava!,
      materialId: m1.id,
      stepId: '1',
      elementId: 'mc',
      questionId: 'q1',
      questionType: 'multiple_choice',
      question: 'What is 2 + 2?',
      answer: { optionId: 'o4', value: '4' },
      result: true,
      answeredAtLocal: '2026-11-10T15:45:00+05:45',
    },
  });
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

type Q = Parameters<typeof parseFilter>[0] & { page?: number; pageSize?: number; sort?: string; direction?: string };
const page = async (q: Q = {}) =>
  audiencePage(t.deps, owner(), { ...parseFilter(q, 'iso'), ...parsePaging(q.page, q.pageSize), ...parseOrder(q.sort, q.direction) }, NOW);
const names = async (q: Q = {}) => (await page(q)).records.map((r) => r.name);

describe('the audience table', () => {
  it('lists the company’s learners by recent activity, never-active last, with every figure', async () => {
    const p = await page();
    expect(p.records.map((r) => r.name)).toEqual(['Chloe Martin', 'Ava Nguyen', 'Ben Okafor', 'Emil Zola', 'dana@audience.test']);
    expect({ total: p.totalCount, pages: p.totalPages, zone: p.timeZone }).toEqual({ total: 5, pages: 1, zone: 'Asia/Kathmandu' });
    expect(p.records.map((r) => [r.activityStatus, r.statusReason])).toEqual([
      ['AT_RISK', '2 steps overdue'],
      ['ENGAGED', 'Active 2 days ago'],
      ['NEUTRAL', 'No activity for 10 days'],
      ['AT_RISK', 'No activity for 20 days'],
      ['NEUTRAL', 'No activity yet'],
    ]);
    const ava = p.records[1]!;
    expect(ava).toMatchObject({
      email: 'ava@audience.test',
      completionRate: 50,
      uniqueVisits: 2,
      opens: 4,
      completions: 1,
      satisfactionScore: 4.5,
      filesUploaded: 1,
      studySeconds: 5400,
      learningGroups: ['technology', 'business'],
      learningStart: new Date('2026-11-01T10:00:00Z'),
    });
    expect(p.records[4]).toMatchObject({ completionRate: 0, uniqueVisits: 0, opens: 0, satisfactionScore: null, learningStart: null, recentActivity: null });
  });

  it('filters by status (any of), keyword (name, e-mail, user id) and local-day ranges', async () => {
    expect(await names({ statuses: ['ENGAGED'] })).toEqual(['Ava Nguyen']);
    expect(await names({ statuses: ['AT_RISK'] })).toEqual(['Chloe Martin', 'Emil Zola']);
    expect(await names({ statuses: ['ENGAGED', 'NEUTRAL'] })).toEqual(['Ava Nguyen', 'Ben Okafor', 'dana@audience.test']);
    // Never active (Dana) is Neutral; the filter and the badge are one rule.
    expect(await names({ statuses: ['NEUTRAL'] })).toEqual(['Ben Okafor', 'dana@audience.test']);
    for (const status of ['ENGAGED', 'AT_RISK', 'NEUTRAL'] as const)
      expect(new Set((await page({ statuses: [status] })).records.map((r) => r.activityStatus))).toEqual(new Set([status]));
    expect(await names({ keyword: 'OKAF' })).toEqual(['Ben Okafor']);
    expect(await names({ keyword: 'chloe@audience' })).toEqual(['Chloe Martin']);
    expect(await names({ keyword: 'ava nguyen' })).toEqual(['Ava Nguyen']);
    expect(await names({ keyword: ids.dana })).toEqual(['dana@audience.test']);
    // LIKE's wildcards are plain characters.
    expect(await names({ keyword: '%' })).toEqual([]);
    // Kathmandu days: Ben's 31 Oct 20:00 UTC is 1 Nov there; Chloe's 18:00 UTC is still 31 Oct.
    expect(await names({ learningStartFrom: '2026-11-01' })).toEqual(['Ava Nguyen', 'Ben Okafor']);
    expect(await names({ learningStartTo: '2026-10-31' })).toEqual(['Chloe Martin', 'Emil Zola']);
    expect(await names({ learningStartFrom: '2026-10-31', learningStartTo: '2026-10-31' })).toEqual(['Chloe Martin']);
    // Recent activity: Ava (18 Nov 17:45 local) and Chloe (19 Nov) from the 18th.
    expect(await names({ recentActivityFrom: '2026-11-18' })).toEqual(['Chloe Martin', 'Ava Nguyen']);
    expect(await names({ statuses: ['AT_RISK'], learningStartTo: '2026-10-31', keyword: 'zola' })).toEqual(['Emil Zola']);
  });

  it('sorts and pages on the server; pages never overlap', async () => {
    expect(await names({ sort: 'NAME', direction: 'ASC' })).toEqual(['Ava Nguyen', 'Ben Okafor', 'Chloe Martin', 'dana@audience.test', 'Emil Zola']);
    expect(await names({ sort: 'STUDY_TIME', direction: 'DESC' })).toEqual(['Ava Nguyen', 'Ben Okafor', 'Emil Zola', 'Chloe Martin', 'dana@audience.test']);
    const second = await page({ page: 2, pageSize: 2 });
    expect({ names: second.records.map((r) => r.name), total: second.totalCount, pages: second.totalPages }).toEqual({
      names: ['Ben Okafor', 'Emil Zola'],
      total: 5,
      pages: 3,
    });
    expect(await names({ page: 3, pageSize: 2 })).toEqual(['dana@audience.test']);
    expect(await names({ page: 9, pageSize: 2 })).toEqual([]);
  });

  it('refuses bad input with the field named', async () => {
    const bad = (q: Q) =>
      page(q).then(
        () => 'accepted',
        (e: Error & { fieldErrors?: object }) => e.fieldErrors,
      );
    expect(await bad({ page: 0 })).toEqual({ page: ['page must be a whole number from 1.'] });
    expect(await bad({ pageSize: 10_000 })).toEqual({ pageSize: ['pageSize must be a whole number from 1 to 50.'] });
    expect(await bad({ learningStartFrom: '01/11/2026' })).toEqual({ 'learningStart[startDate]': ['learningStart[startDate] must be a date as YYYY-MM-DD.'] });
    expect(await bad({ recentActivityTo: '2026-02-30' })).toEqual({ 'recentActivity[endDate]': ['recentActivity[endDate] is not a real date: 2026-02-30.'] });
    expect(await bad({ learningStartFrom: '2026-11-02', learningStartTo: '2026-11-01' })).toEqual({
      learningStart: ['learningStart: the start date must not be after the end date.'],
    });
    expect(await bad({ statuses: ['HAPPY'] })).toEqual({ statuses: ['statuses must be engaged, at_risk or neutral, not "HAPPY".'] });
    expect(await bad({ keyword: 'x'.repeat(201) })).toEqual({ keyword: ['keyword must be at most 200 characters.'] });
    expect(await bad({ sort: 'PASSWORD' })).toEqual({ sort: ['sort must be one of RECENT_ACTIVITY, LEARNING_START, NAME, EMAIL, STUDY_TIME.'] });
  });
});

const PAGE_Q = `query ($filter: AudienceFilter, $page: Int, $pageSize: Int) {
  audience(filter: $filter, page: $page, pageSize: $pageSize) { totalCount totalPages records { id userId name activityStatus statusReason } }
}`;

describe('the stored facts behind At Risk', () => {
  // The writes stamp the last activity with the database's clock (real now on PostgreSQL, at or
  // after the faked NOW): "Active today" either way.
  it('learner writes keep the next due day and the pass mark in step', async () => {
    const l = await newLearner(t, A.company.id, { email: 'writer@risk.test' });
    const status = async () => (await page({ keyword: 'writer@risk.test' })).records.map((r) => [r.activityStatus, r.statusReason])[0];
    const facts = async () => t.prisma.progress.findFirstOrThrow({ where: { learnerId: l.id }, select: { nextDueDay: true, belowPassMark: true } });
    // Due: steps 1 and 2 on 18 Nov (before today, 20 Nov), step 3 on 31 Dec.
    const due = await publishedMaterial(t, A.company.id, { data: QUIZ_STEPS.map((s) => ({ ...s, dueDate: s.id === 3 ? '2026-12-31' : '2026-11-18' })) });
    await call(t, 'complete', { materialId: due.id, stepId: 1 }, l.token);
    expect(await facts()).toEqual({ nextDueDay: new Date('2026-11-18T00:00:00Z'), belowPassMark: false });
    expect(await status()).toEqual(['AT_RISK', '1 step overdue']);
    await call(t, 'complete', { materialId: due.id, stepId: 2 }, l.token);
    expect(await facts()).toEqual({ nextDueDay: new Date('2026-12-31T00:00:00Z'), belowPassMark: false });
    expect(await status()).toEqual(['ENGAGED', 'Active today']);

    // A pass mark of 100 %: every step complete with the one answer wrong.
    const graded = await publishedMaterial(t, A.company.id, { config: passMarkConfig('100') });
    await call(
      t,
      'answer',
      { materialId: graded.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: '2026-11-20T17:45:00+05:45' },
      l.token,
    );
    for (const stepId of [1, 2, 3]) await call(t, 'complete', { materialId: graded.id, stepId }, l.token);
    const g = await t.prisma.progress.findFirstOrThrow({ where: { learnerId: l.id, materialId: graded.id }, select: { belowPassMark: true, status: true } });
    expect(g).toEqual({ belowPassMark: true, status: 'IN_PROGRESS' });
    expect(await status()).toEqual(['AT_RISK', 'Below the pass mark in 1 path']);

    // Republished without the pass mark and with step 2 due on 1 Dec: the job brings both facts in step.
    await t.prisma.learningMaterial.update({ where: { id: graded.id }, data: { publishedConfig: [] } });
    await t.prisma.learningMaterial.update({
      where: { id: due.id },
      data: { publishedData: QUIZ_STEPS.map((s) => ({ ...s, dueDate: s.id === 2 ? '2026-12-01' : '' })) },
    });
    await t.prisma.progress.updateMany({ where: { learnerId: l.id, materialId: due.id }, data: { response: [{ id: 1, completion: true }] } });
    expect(await refreshRiskFacts(t.deps, graded.id)).toEqual({ changed: 1 });
    expect(await refreshRiskFacts(t.deps, due.id)).toEqual({ changed: 1 });
    expect(await refreshRiskFacts(t.deps, due.id)).toEqual({ changed: 0 });
    expect(await facts()).toEqual({ nextDueDay: new Date('2026-12-01T00:00:00Z'), belowPassMark: false });
    expect(await status()).toEqual(['ENGAGED', 'Active today']);
  });

  it('a deleted path takes its due days with it', async () => {
    const { deleteMaterial } = await import('../materials/index.js');
    const l = await newLearner(t, A.company.id, { email: 'deleted@risk.test' });
    const status = async () => (await page({ keyword: 'deleted@risk.test' })).records.map((r) => [r.activityStatus, r.statusReason])[0];
    const due = await publishedMaterial(t, A.company.id, { data: QUIZ_STEPS.map((s) => ({ ...s, dueDate: '2026-11-18' })) });
    await call(t, 'complete', { materialId: due.id, stepId: 1 }, l.token);
    expect(await status()).toEqual(['AT_RISK', '2 steps overdue']);
    await deleteMaterial(t.deps, owner(), { materialId: due.id });
    expect(await t.prisma.learner.findUniqueOrThrow({ where: { id: l.id }, select: { riskDueDay: true, pathsBelowPassMark: true } })).toEqual({
      riskDueDay: null,
      pathsBelowPassMark: 0,
    });
    expect(await status()).toEqual(['ENGAGED', 'Active today']);
  });

  it('publishing a path queues the refresh in the same transaction', async () => {
    const { publishMaterial } = (await import('../content/index.js')).content;
    const m = await t.prisma.learningMaterial.create({
      data: { companyId: A.company.id, kind: 'PATH', name: 'Republished', slug: 'republished', draftConfig: [], revision: 1 },
    });
    await publishMaterial(t.deps, owner(), { materialId: m.id });
    expect(await t.deps.jobs.waiting('audience.refresh-risk-facts')).toBe(1);
  });
});

describe('over GraphQL', () => {
  it('pages with totalCount; a learner is a node with activity, answers and files', async () => {
    const res = await t.gql(PAGE_Q, { filter: { statuses: ['ENGAGED'], keyword: '@audience.test' } }, A.owner.token);
    expect(res.data.audience).toMatchObject({
      totalCount: 1,
      totalPages: 1,
      records: [{ userId: ids.ava, name: 'Ava Nguyen', statusReason: 'Active 2 days ago' }],
    });
    const id = res.data.audience.records[0].id;
    const node = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on AudienceLearner {
        name
        activity { paths { totalStudySeconds items { materialName status studySeconds opens currentStep stepsTotal } } walkthroughs { totalStudySeconds items { status opens } } docs { items { materialName } } }
        responses { question questionType materialKind result answer answeredAtLocal }
        files { fileName fileType size materialKind downloadUrl }
      } } }`,
      { id },
      A.owner.token,
    );
    const n = node.data.node;
    expect(n.activity.paths).toEqual({
      totalStudySeconds: 3000,
      items: [{ materialName: expect.stringMatching(/^m-/), status: 'COMPLETED', studySeconds: 3000, opens: 3, currentStep: 1, stepsTotal: 3 }],
    });
    expect(n.activity.walkthroughs).toEqual({ totalStudySeconds: 2400, items: [{ status: 'IN_PROGRESS', opens: 1 }] });
    expect(n.activity.docs.items).toEqual([]);
    expect(n.responses).toEqual([
      {
        question: 'What is 2 + 2?',
        questionType: 'multiple_choice',
        materialKind: 'PATH',
        result: true,
        answer: '4',
        answeredAtLocal: '2026-11-10T15:45:00+05:45',
      },
    ]);
    expect(n.files).toEqual([
      { fileName: 'Ava’s work.csv', fileType: 'csv', size: 8, materialKind: 'PATH', downloadUrl: expect.stringMatching(/^\/api\/v1\/audiences\//) },
    ]);
    // The signed address downloads the file; changed or on another file, it doesn't.
    const link = n.files[0].downloadUrl as string;
    const got = await t.fetch(link);
    expect({ status: got.status, body: await got.text(), disposition: got.headers.get('content-disposition') }).toEqual({
      status: 200,
      body: 'a,b\n1,2\n',
      disposition: `attachment; filename="Ava_s work.csv"; filename*=UTF-8''Ava%E2%80%99s%20work.csv`,
    });
    expect((await t.fetch(`${link.slice(0, -2)}xx`)).status).toBe(403);
    expect((await t.fetch(link.replace(/expires=\d+/, 'expires=1'))).status).toBe(403);
  });

  it('a private material shared with the learner and not opened shows as not started', async () => {
    const m = await publishedMaterial(t, A.company.id, { visibility: 'PRIVATE' });
    await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: m.id, email: 'ben@audience.test' } });
    const res = await t.gql(PAGE_Q, { filter: { keyword: 'okafor' } }, A.owner.token);
    const node = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on AudienceLearner { activity { paths { items { materialName status } } } } } }`,
      { id: res.data.audience.records[0].id },
      A.owner.token,
    );
    expect(node.data.node.activity.paths.items).toEqual([{ materialName: m.slug, status: 'NOT_STARTED' }]);
  });

  it('refuses bad paging as a clear error, and a page size over the cost limit never runs', async () => {
    const res = await t.gql(PAGE_Q, { page: 0 }, A.owner.token);
    expect(res.errors?.[0]).toMatchObject({ message: 'page must be a whole number from 1.', extensions: { code: 'VALIDATION_FAILED' } });
    const big = await t.gql(PAGE_Q, { pageSize: 10_000 }, A.owner.token);
    expect(big.errors?.[0]?.message).toBe('pageSize must be a whole number from 1 to 50.');
  });

  it('exports: not View Only; the chosen rows or every match, flat', async () => {
    const q = `query ($ids: [ID!], $filter: AudienceFilter) { audienceExport(ids: $ids, filter: $filter) { totalCount truncated records { name email learningGroups activityStatus } } }`;
    const list = await t.gql(PAGE_Q, {}, A.owner.token);
    const chosen = list.data.audience.records.filter((r: { name: string }) => ['Ava Nguyen', 'Emil Zola'].includes(r.name)).map((r: { id: string }) => r.id);
    const byIds = await t.gql(q, { ids: chosen }, member.token);
    expect(byIds.data.audienceExport).toEqual({
      totalCount: 2,
      truncated: false,
      records: [
        { name: 'Ava Nguyen', email: 'ava@audience.test', learningGroups: ['technology', 'business'], activityStatus: 'ENGAGED' },
        { name: 'Emil Zola', email: 'emil@audience.test', learningGroups: [], activityStatus: 'AT_RISK' },
      ],
    });
    const all = await t.gql(q, { filter: { statuses: ['NEUTRAL'] } }, A.owner.token);
    expect(all.data.audienceExport.records.map((r: { name: string }) => r.name)).toEqual(['Ben Okafor', 'dana@audience.test']);
    const denied = await t.gql(q, {}, viewer.token);
    expect(denied.errors?.[0]?.message).toMatch(/not authorized|not allowed/i);
    // View Only reads the table.
    expect((await t.gql(PAGE_Q, { filter: { keyword: '@audience.test' } }, viewer.token)).data.audience.totalCount).toBe(5);
  });
});

describe('tenant walls', () => {
  it('company B’s learner never shows for A, by list, node, export or REST; learners and anonymous callers get nothing', async () => {
    const bNodeId = Buffer.from(`AudienceLearner:${bLearner}`).toString('base64');
    expect((await t.gql(PAGE_Q, { filter: { keyword: 'ben@' } }, A.owner.token)).data.audience.records.map((r: { userId: string }) => r.userId)).toEqual([
      ids.ben,
    ]);
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: bNodeId }, A.owner.token)).data.node).toBeNull();
    const exp = await t.gql(`query ($ids: [ID!]) { audienceExport(ids: $ids) { totalCount records { name } } }`, { ids: [bNodeId] }, A.owner.token);
    expect(exp.data.audienceExport).toEqual({ totalCount: 0, records: [] });
    for (const path of ['get_activity_details', 'get_responses', 'get_files'])
      expect((await t.rest('GET', `/audiences/${bLearner}/${path}`, { token: A.owner.token })).status, path).toBe(404);
    // B's owner sees only B's learner.
    expect((await t.gql(PAGE_Q, {}, B.owner.token)).data.audience.records.map((r: { userId: string }) => r.userId)).toEqual([bLearner]);
    const learner = await newLearner(t, A.company.id);
    expect((await t.gql(PAGE_Q, {}, learner.token)).errors?.[0]).toBeDefined();
    expect((await t.gql(PAGE_Q, {}, null)).errors?.[0]).toBeDefined();
    expect((await t.rest('GET', '/audiences', { token: learner.token })).status).toBe(401);
    // A learner's file is not served by its key to anyone.
    const { upload } = await t.prisma.learnerFile.findUniqueOrThrow({ where: { id: ids.file }, select: { upload: { select: { key: true } } } });
    expect((await t.fetch(`/uploads/${upload.key}`)).status).toBe(404);
  });
});

describe('REST', () => {
  it('GET /audiences: the spec’s query, DD/MM/YYYY dates, repeated activityStatus[], pagination', async () => {
    const res = await t.rest('GET', '/audiences?activityStatus[]=neutral&activityStatus[]=engaged&keyword=%40audience.test&limit=2&page=1', {
      token: A.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ limit: 2, total_pages: 2, pageIndex: 0, pageSize: 2 });
    expect(res.body.total_count).toBe(3);
    expect(res.body.records[0]).toMatchObject({
      userId: ids.ava,
      learner: { name: 'Ava Nguyen', email: 'ava@audience.test', first_name: 'Ava', last_name: 'Nguyen' },
      activityStatus: 'engaged',
      completionRate: 50,
      totalStudyTime: 90,
      learningGroup: ['technology', 'business'],
    });
    const dated = await t.rest('GET', '/audiences?learningStart[startDate]=01/11/2026&learningStart[endDate]=01/11/2026', { token: A.owner.token });
    expect(dated.body.records.map((r: { learner: { name: string } }) => r.learner.name).sort()).toEqual(['Ava Nguyen', 'Ben Okafor']);
    for (const [q, field] of [
      ['page=0', 'page'],
      ['limit=10000', 'limit'],
      ['learningStart[startDate]=2026-11-01', 'learning_start[start_date]'],
      ['activityStatus[]=happy', 'activity_status'],
    ] as const) {
      const bad = await t.rest('GET', `/audiences?${q}`, { token: A.owner.token });
      expect({ status: bad.status, field: Object.keys(bad.body.errors ?? {}) }, q).toEqual({ status: 422, field: [field] });
    }
  });

  it('the three detail routes', async () => {
    const act = await t.rest('GET', `/audiences/${ids.ava}/get_activity_details`, { token: viewer.token });
    expect(act.body.paths).toEqual({
      total_study_time: 50,
      data: [
        {
          material_id: ids.m1,
          favicon: null,
          material_name: expect.any(String),
          status: 'completed',
          data: { minutes: 50, opens: 3, current_step: 1, steps_total: 3 },
        },
      ],
    });
    expect(act.body.walkthrough.total_study_time).toBe(40);
    const resp = await t.rest('GET', `/audiences/${ids.ava}/get_responses`, { token: A.owner.token });
    expect(resp.body.records).toEqual([
      {
        id: expect.any(String),
        attempt: { question: { description: 'What is 2 + 2?', type: 'multiple_choice', result: true }, answer: '4', created_at: '2026-11-10T15:45:00+05:45' },
        learning_material_type: 'paths',
        learning_material_name: expect.any(String),
      },
    ]);
    const files = await t.rest('GET', `/audiences/${ids.ava}/get_files`, { token: A.owner.token });
    expect(files.body.records).toMatchObject([{ file_name: 'Ava’s work.csv', file_type: 'csv', material_type: 'paths' }]);
    expect((await t.fetch(files.body.records[0].file_url)).status).toBe(200);
    expect((await t.rest('GET', '/audiences/not-a-uuid/get_files', { token: A.owner.token })).status).toBe(422);
  });
});

describe('the Paths and Walkthroughs audience pages', () => {
  it('materialAudience: rows of one kind grouped by material, paged, each with its learner’s profile id', async () => {
    const q = `query ($kind: MaterialKind!, $page: Int, $pageSize: Int) { materialAudience(kind: $kind, page: $page, pageSize: $pageSize) {
      totalCount totalPages records { materialName learnerName progress opens currentStep stepsTotal status learnerId } } }`;
    const walk = await t.gql(q, { kind: 'WALKTHROUGH' }, viewer.token);
    // Ava's one walkthrough: 1 open, step 1 of 1, in progress, no step complete (0 %).
    expect(walk.data.materialAudience).toEqual({
      totalCount: 1,
      totalPages: 1,
      records: [
        {
          materialName: expect.stringMatching(/^m-/),
          learnerName: 'Ava Nguyen',
          progress: 0,
          opens: 1,
          currentStep: 1,
          stepsTotal: 1,
          status: 'IN_PROGRESS',
          learnerId: expect.any(String),
        },
      ],
    });
    const profile = await t.gql(
      `query ($id: ID!) { node(id: $id) { ... on AudienceLearner { name } } }`,
      { id: walk.data.materialAudience.records[0].learnerId },
      A.owner.token,
    );
    expect(profile.data.node).toEqual({ name: 'Ava Nguyen' });
    const paths = await t.gql(q, { kind: 'PATH', pageSize: 50 }, A.owner.token);
    const rows = paths.data.materialAudience.records as { materialName: string }[];
    // Grouped: each material's rows are together, materials in name order.
    const order = rows.map((r) => r.materialName);
    expect(order).toEqual([...order].sort());
    expect((await t.gql(q, { kind: 'DOC' }, A.owner.token)).errors?.[0]?.message).toBe('kind must be PATH or WALKTHROUGH.');
    expect((await t.gql(q, { kind: 'PATH' }, B.owner.token)).data.materialAudience.totalCount).toBe(0);
  });
});
