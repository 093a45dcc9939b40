/**
 * LTI Advantage services against the fake platform (test/lti-platform.ts), which checks our
 * calls as the specifications ask: grades (AGS) posted when a launched learner completes, passes
 * or fails — graded paths their score and FullyGraded, other materials their completion — with
 * a client-credentials token from our signed assertion; a line item found or made when the
 * launch names none; a failed post retried without a second score; and the roster (NRPS) read,
 * page by page, into learners of the company.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type FakePlatform, startFakePlatform } from '../../test/lti-platform.js';
import { call, LOCAL_TIME, passMarkConfig, publishedMaterial } from '../progress/progress.test-helpers.js';
import { fanOutScores, postScoreJob } from './grades.js';
import { syncRosterJob } from './roster.js';

let t: TestApp;
let platform: FakePlatform;
let company: Awaited<ReturnType<typeof buildCompany>>;

beforeAll(async () => {
  t = await createTestApp({ env: { LTI_ALLOW_PRIVATE_PLATFORMS: 'true' } });
  company = await buildCompany(t);
  platform = await startFakePlatform();
  platform.trustTool(async () => (await t.fetch('/lti/jwks')).json());
  const res = await t.fetch('/api/v1/lti/platforms', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company.owner.token}` },
    body: JSON.stringify(platform.registration()),
  });
  expect(res.status).toBe(201);
});

afterAll(async () => {
  await platform?.close();
  await t?.close();
});

/** A student's launch of `materialId` through resource link `linkId`, with the AGS and NRPS claims; returns the learner's session token. */
async function launchAsStudent(materialId: string, o: { linkId: string; sub: string; lineItem?: string | null; scopes?: string[] }) {
  const target = `http://app.test/lti/launch?material=${materialId}`;
  const login = await t.fetch(
    `/lti/login?${new URLSearchParams({ iss: platform.issuer, client_id: platform.clientId, login_hint: 'h', target_link_uri: target })}`,
  );
  const location = new URL(login.headers.get('location')!);
  const payload = {
    ...platform.resourceLinkPayload({ nonce: location.searchParams.get('nonce')!, targetLinkUri: target, role: 'student', sub: o.sub }),
    'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: o.linkId, title: 'Week 1 quiz' },
    ...platform.serviceClaims({ lineItem: o.lineItem, scopes: o.scopes }),
  };
  const res = await t.fetch('/lti/launch', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: login.headers.get('set-cookie')!.split(';')[0]! },
    body: new URLSearchParams({ id_token: await platform.sign(payload), state: location.searchParams.get('state')! }),
  });
  expect(res.status).toBe(303);
  return /^aud_token=([\w-]+)/.exec(res.headers.get('set-cookie')!)![1]!;
}

/** The queued score jobs, run as the worker would (each once). */
async function postQueuedScores() {
  await fanOutScores(t.deps);
  const links = await t.prisma.ltiLinkLearner.findMany({ where: { link: { companyId: company.company.id } } });
  for (const l of links) await postScoreJob.run({ linkId: l.linkId, learnerId: l.learnerId }, t.deps);
}

describe('Assignment and Grade Services', () => {
  it('posts a graded path as its score out of 100, FullyGraded and Completed, to the line item of the launch', async () => {
    const path = await publishedMaterial(t, company.company.id, { config: passMarkConfig('50') });
    const item = platform.addLineItem({ label: 'Quiz', scoreMaximum: 100, resourceLinkId: 'link-graded' });
    const token = await launchAsStudent(path.id, { linkId: 'link-graded', sub: 'student-graded', lineItem: item.id });
    const before = platform.scores.length;
    // 1 of the 2 graded questions right: 50 %, the pass mark; then every step.
    await call(t, 'answer', { materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }, token);
    for (const stepId of [1, 2, 3]) await call(t, 'complete', { materialId: path.id, stepId }, token);
    // As in production: the worker's loop reads the outbox and the queue runs the job.
    t.deps.loops.start(t.deps);
    await t.deps.jobs.work(t.deps, { pollingIntervalSeconds: 0.5 });
    for (let i = 0; i < 100 && platform.scores.length === before; i++) await new Promise((r) => setTimeout(r, 200));
    // The next tests run the jobs themselves (the worker beside them, as a second worker would).
    await t.deps.loops.stop();
    expect(platform.scoreProblems).toEqual([]);
    expect(platform.tokenProblems).toEqual([]);
    const posted = platform.scores.slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toEqual({
      lineItem: item.id,
      score: {
        userId: 'student-graded',
        scoreGiven: 50,
        scoreMaximum: 100,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('posts a walkthrough as completed (100 of 100), making the line item when the launch names none', async () => {
    const walkthrough = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1, layers: [] }] });
    const linkId = `link-${randomUUID().slice(0, 6)}`;
    const token = await launchAsStudent(walkthrough.id, { linkId, sub: 'student-walk', lineItem: null });
    const finished = await call(t, 'finish', { materialId: walkthrough.id }, token);
    expect(finished.progress.status).toBe('COMPLETED');
    const before = platform.scores.length;
    await postQueuedScores();
    const made = platform.lineItems.find((i) => i.resourceLinkId === linkId);
    expect(made).toMatchObject({ scoreMaximum: 100, resourceId: walkthrough.id });
    expect(platform.scores.slice(before)).toEqual([
      { lineItem: made!.id, score: expect.objectContaining({ userId: 'student-walk', scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed' }) },
    ]);
  });

  it('posts nothing for a learner who has not completed, nor when the platform grants no score scope', async () => {
    const path = await publishedMaterial(t, company.company.id, { config: passMarkConfig('50') });
    const item = platform.addLineItem({ label: 'Unfinished', scoreMaximum: 100 });
    const token = await launchAsStudent(path.id, { linkId: 'link-unfinished', sub: 'student-unfinished', lineItem: item.id });
    await call(t, 'complete', { materialId: path.id, stepId: 1 }, token);
    const noScope = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1, layers: [] }] });
    const other = await launchAsStudent(noScope.id, { linkId: 'link-no-scope', sub: 'student-no-scope', lineItem: item.id, scopes: [] });
    await call(t, 'finish', { materialId: noScope.id }, other);
    const before = platform.scores.length;
    await postQueuedScores();
    expect(platform.scores.slice(before).map((s) => s.lineItem)).not.toContain(item.id);
  });

  it('retries a post the platform refused, and the retry posts the score once', async () => {
    const walkthrough = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1, layers: [] }] });
    const item = platform.addLineItem({ label: 'Retry', scoreMaximum: 100 });
    const token = await launchAsStudent(walkthrough.id, { linkId: 'link-retry', sub: 'student-retry', lineItem: item.id });
    await call(t, 'finish', { materialId: walkthrough.id }, token);
    const link = await t.prisma.ltiLinkLearner.findFirstOrThrow({ where: { sub: 'student-retry' } });
    platform.failNextScores(1);
    await expect(postScoreJob.run({ linkId: link.linkId, learnerId: link.learnerId }, t.deps)).rejects.toThrow(/HTTP 503/);
    await postScoreJob.run({ linkId: link.linkId, learnerId: link.learnerId }, t.deps);
    expect(platform.scores.filter((s) => s.lineItem === item.id)).toHaveLength(1);
  });
});

describe('Names and Role Provisioning Services', () => {
  it('reads the roster page by page into learners (active learners only), matched by sub on a later launch', async () => {
    platform.members.push(
      {
        user_id: 'roster-1',
        status: 'Active',
        roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'],
        given_name: 'Marie',
        family_name: 'Curie',
        email: 'marie@school.example',
      },
      { user_id: 'roster-2', status: 'Active', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'], name: 'Alan Turing' },
      { user_id: 'roster-teacher', status: 'Active', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'], name: 'Teacher' },
      { user_id: 'roster-gone', status: 'Inactive', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'], name: 'Gone' },
      { user_id: 'roster-3', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'] },
    );
    const walkthrough = await publishedMaterial(t, company.company.id, { kind: 'WALKTHROUGH', data: [{ id: 1, layers: [] }] });
    await launchAsStudent(walkthrough.id, { linkId: 'link-roster', sub: 'roster-1', lineItem: null });
    const link = await t.prisma.ltiResourceLink.findFirstOrThrow({ where: { resourceLinkId: 'link-roster' } });
    const result = await syncRosterJob.run({ linkId: link.id }, t.deps);
    expect(result).toEqual({ learners: 3 });
    const users = await t.prisma.ltiUser.findMany({ where: { sub: { startsWith: 'roster-' } }, include: { learner: true }, orderBy: { sub: 'asc' } });
    expect(users.map((u) => [u.sub, u.learner.firstName, u.learner.lastName])).toEqual([
      ['roster-1', 'Marie', 'Curie'],
      ['roster-2', 'Alan', 'Turing'],
      ['roster-3', null, null],
    ]);
    // The launched roster-1 and the roster's roster-1 are one learner.
    expect(new Set(users.filter((u) => u.sub === 'roster-1').map((u) => u.learnerId)).size).toBe(1);
    expect((await t.prisma.ltiResourceLink.findUniqueOrThrow({ where: { id: link.id } })).rosterSyncedAt).not.toBeNull();
  });
});
