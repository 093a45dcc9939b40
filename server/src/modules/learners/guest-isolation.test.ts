/**
 * A guest never becomes the learner whose e-mail they typed (issue 21 §2, High): each guest
 * access is a record of its own; only a magic link redeemed in the guest's own browser merges it
 * into the learner of that e-mail. And login CSRF (Medium): a page of another site cannot sign a
 * browser in (Fetch Metadata / Origin, JSON only), and the mailed link's address spends nothing
 * when a browser opens it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { call, LOCAL_TIME, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';
import { CROSS_SITE_SIGN_IN, SIGN_IN_NEEDS_JSON } from '../../auth/sign-in-origin.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let guestPath: { id: string; slug: string };
let otherPath: { id: string; slug: string };
const OWN = 'http://app.test';

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  guestPath = await publishedMaterial(t, A.company.id, { visibility: 'GUEST' });
  otherPath = await publishedMaterial(t, A.company.id, { visibility: 'GUEST' });
});
afterAll(() => t.close());

const asGuest = async (email: string, name = 'Mallory Guest') => {
  const res = await t.rest('POST', `/hub/guest_access/${guestPath.id}?company=${A.company.slug}`, { body: { name, email } });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
};

/** Mails a link to `email` and returns the token of its address. */
async function mailedToken(email: string): Promise<string> {
  await t.rest('POST', '/magic_link/generate', { body: { email, company: A.company.slug } });
  const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'magic_link' }, orderBy: { createdAt: 'desc' } });
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
}

/** The Continue press of the hub's sign-in page: a same-origin JSON POST carrying the browser's cookie. */
async function pressContinue(token: string, cookie: string | null) {
  const res = await t.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: OWN, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie: `aud_token=${cookie}` } : {}) },
    body: JSON.stringify({
      query:
        'mutation ($input: RedeemMagicLinkInput!) { redeemMagicLink(input: $input) { __typename ... on LearnerSignInPayload { token learner { id email } } } }',
      variables: { input: { token } },
    }),
  });
  return (await res.json()).data.redeemMagicLink as { token: string; learner: { id: string; email: string } };
}

describe('a guest who types an existing learner’s e-mail', () => {
  it('gets a record of its own: sees none of the learner’s account or progress and writes none into it', async () => {
    const email = uniqueEmail('victim');
    const victim = await newLearner(t, A.company.id, { email });
    await t.prisma.learner.update({ where: { id: victim.id }, data: { firstName: 'Grace', lastName: 'Hopper', city: 'Arlington', companyName: 'Navy' } });
    const opened = await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, victim.token);
    expect(opened, JSON.stringify(opened)).toMatchObject({ __typename: 'OpenMaterialPayload' });
    expect(
      await call(t, 'answer', { materialId: guestPath.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }, victim.token),
    ).toMatchObject({
      result: true,
    });

    const guest = await asGuest(email);
    // The account the guest reads is the one the guest typed: no name, city or employer of the learner.
    expect((await t.rest('GET', '/hub/current_user', { token: guest })).body).toMatchObject({
      email,
      first_name: 'Mallory',
      last_name: 'Guest',
      city: null,
      company_name: null,
    });
    const read = 'query ($id: ID!) { learnerProgress(materialId: $id) { status answers { elementId } } }';
    expect((await t.gql(read, { id: guestPath.id }, guest)).data.learnerProgress).toEqual({ status: 'NOT_STARTED', answers: [] });
    expect((await t.rest('GET', `/hub/fetch_response/${guestPath.id}`, { token: guest })).body.data).toMatchObject({ current_step: 1, response: [] });

    // What the guest does stays on the guest's record.
    await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, guest);
    await call(t, 'answer', { materialId: guestPath.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: LOCAL_TIME }, guest);
    const learners = await t.prisma.learner.findMany({ where: { companyId: A.company.id, email }, orderBy: { createdAt: 'asc' } });
    expect(learners.map((l) => [l.firstName, l.guestKey === ''])).toEqual([
      ['Grace', true],
      ['Mallory', false],
    ]);
    expect(await t.prisma.learnerResponse.findMany({ where: { learnerId: victim.id }, select: { result: true } })).toEqual([{ result: true }]);
    expect(await t.prisma.progress.findFirstOrThrow({ where: { learnerId: victim.id } })).toMatchObject({ opens: 1 });
  });

  it('a second guest of the same e-mail gets yet another record', async () => {
    const email = uniqueEmail('twice');
    await asGuest(email, 'One');
    await asGuest(email, 'Two');
    expect(await t.prisma.learner.count({ where: { companyId: A.company.id, email } })).toBe(2);
  });
});

describe('a guest who proves the e-mail by a magic link in the same browser', () => {
  it('becomes the learner of that e-mail when there is none yet, keeping what the guest did', async () => {
    const email = uniqueEmail('newcomer');
    const guest = await asGuest(email, 'New Comer');
    await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, guest);
    const guestId = (await t.prisma.learner.findFirstOrThrow({ where: { email } })).id;
    const signedIn = await pressContinue(await mailedToken(email), guest);
    expect(signedIn.learner.id).toBe(guestId);
    expect(await t.prisma.learner.findUniqueOrThrow({ where: { id: guestId } })).toMatchObject({ guestKey: '', firstName: 'New' });
    // The guest session is over; the new one is verified.
    expect((await t.rest('GET', '/hub/current_user', { token: guest })).status).toBe(401);
    expect(await t.prisma.learnerSession.findMany({ where: { learnerId: guestId, revokedAt: null }, select: { verified: true } })).toEqual([
      { verified: true },
    ]);
  });

  it('joins an existing learner: moves answers and progress, adds study time and opens, keeps the further status', async () => {
    const email = uniqueEmail('returning');
    const learner = await newLearner(t, A.company.id, { email });
    // The learner: 1 open and 60 s on guestPath, nothing on otherPath.
    await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, learner.token);
    await call(t, 'time', { materialId: guestPath.id, seconds: 60 }, learner.token);
    const guest = await asGuest(email, 'Re Turning');
    // The guest: 2 opens and 30 s on guestPath, and an answer and an open on otherPath.
    await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, guest);
    await call(t, 'open', { companySlug: A.company.slug, materialId: guestPath.id }, guest);
    await call(t, 'time', { materialId: guestPath.id, seconds: 30 }, guest);
    await call(t, 'open', { companySlug: A.company.slug, materialId: otherPath.id }, guest);
    await call(t, 'answer', { materialId: otherPath.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME }, guest);

    const signedIn = await pressContinue(await mailedToken(email), guest);
    expect(signedIn.learner.id).toBe(learner.id);
    expect(await t.prisma.learner.count({ where: { companyId: A.company.id, email } })).toBe(1);
    const rows = await t.prisma.progress.findMany({ where: { learnerId: learner.id }, select: { materialId: true, opens: true, seconds: true } });
    expect(rows.sort((a, b) => (a.materialId === guestPath.id ? -1 : b.materialId === guestPath.id ? 1 : 0))).toEqual([
      { materialId: guestPath.id, opens: 3, seconds: 90 },
      { materialId: otherPath.id, opens: 1, seconds: 0 },
    ]);
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: learner.id, materialId: otherPath.id } })).toBe(1);
    expect(await t.prisma.learner.findUniqueOrThrow({ where: { id: learner.id } })).toMatchObject({ studySeconds: 90, studyMinutes: 1 });
    // Every event now names the learner (the rollups are rebuilt from them).
    expect(await t.prisma.activityEvent.count({ where: { learner: { email, companyId: A.company.id } } })).toBe(
      await t.prisma.activityEvent.count({ where: { learnerId: learner.id } }),
    );
  });

  it('merges only the guest of this browser: another guest who typed the e-mail elsewhere stays apart', async () => {
    const email = uniqueEmail('targeted');
    const learner = await newLearner(t, A.company.id, { email });
    const stranger = await asGuest(email, 'Stranger');
    await call(t, 'answer', { materialId: guestPath.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: LOCAL_TIME }, stranger);
    // The real learner signs in from a browser without that guest's cookie.
    expect((await pressContinue(await mailedToken(email), null)).learner.id).toBe(learner.id);
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: learner.id } })).toBe(0);
    expect(await t.prisma.learner.count({ where: { companyId: A.company.id, email } })).toBe(2);
  });
});

describe('login CSRF: a page of another site cannot sign a browser in', () => {
  const gqlGuest = (headers: Record<string, string>, body: BodyInit) => t.fetch('/graphql', { method: 'POST', headers, body });
  const guestOp = (email: string) =>
    JSON.stringify({
      query: 'mutation ($input: GuestAccessInput!) { guestAccess(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { companySlug: A.company.slug, materialId: guestPath.id, name: 'X', email } },
    });

  it('refuses a cross-site or text/plain sign-in on REST, with no cookie and no learner made', async () => {
    const email = uniqueEmail('csrf');
    const url = `/hub/guest_access/${guestPath.id}?company=${A.company.slug}`;
    const crossSite = await t.rest('POST', url, { body: { name: 'X', email }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite).toMatchObject({ status: 403, body: { error: CROSS_SITE_SIGN_IN } });
    const otherOrigin = await t.rest('POST', url, { body: { name: 'X', email }, headers: { origin: 'https://evil.test' } });
    expect(otherOrigin.status).toBe(403);
    const plain = await t.rest('POST', url, { body: JSON.stringify({ name: 'X', email }), headers: { 'content-type': 'text/plain' } });
    expect(plain).toMatchObject({ status: 415, body: { error: SIGN_IN_NEEDS_JSON } });
    for (const res of [crossSite, otherOrigin, plain]) expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.prisma.learner.count({ where: { email } })).toBe(0);

    const code = await t.rest('POST', '/magic_link/verify_code', {
      body: JSON.stringify({ email, company: A.company.slug, code: '123456' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(code.status).toBe(415);
    // The page's own requests pass.
    expect((await t.rest('POST', url, { body: { name: 'X', email }, headers: { origin: OWN, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('refuses a cross-site sign-in on GraphQL, as JSON or as a multipart form', async () => {
    const email = uniqueEmail('csrf-gql');
    const cross = await gqlGuest({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, guestOp(email));
    expect((await cross.json()).data.guestAccess).toEqual({ __typename: 'ForbiddenError', message: CROSS_SITE_SIGN_IN });
    const form = new FormData();
    form.set('operations', guestOp(email));
    form.set('map', '{}');
    const multipart = await gqlGuest({ origin: OWN }, form);
    const answer = await multipart.json();
    expect(answer.data?.guestAccess ?? answer.errors?.[0]).toMatchObject({ message: SIGN_IN_NEEDS_JSON });
    for (const res of [cross, multipart]) expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.prisma.learner.count({ where: { email } })).toBe(0);
  });

  it('the link’s address opened by a browser spends nothing: it goes to the sign-in page, whose Continue does', async () => {
    const email = uniqueEmail('navigate');
    const token = await mailedToken(email);
    const opened = await t.fetch(`/api/v1/magic_link/verify?token=${token}`, {
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site', accept: 'text/html' },
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/${A.company.slug}/passwordless_sign_in?token=${token}`);
    expect(opened.headers.get('set-cookie')).toBeNull();
    // A cross-site fetch or image of the address is refused, and spends nothing either.
    const img = await t.fetch(`/api/v1/magic_link/verify?token=${token}`, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' } });
    expect(img.status).toBe(403);
    expect(await t.prisma.magicLinkToken.count({ where: { email, usedAt: null } })).toBe(1);
    expect((await pressContinue(token, null)).learner.email).toBe(email);
  });

  it('mails a link that comes back to the material, and refuses a return address outside the hub', async () => {
    const email = uniqueEmail('return');
    const returnTo = `/${A.company.slug}/hub/${guestPath.slug}`;
    expect((await t.rest('POST', '/magic_link/generate', { body: { email, company: A.company.slug, return_to: returnTo } })).status).toBe(202);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'magic_link' } });
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe(`/${A.company.slug}/passwordless_sign_in`);
    expect(link.searchParams.get('next')).toBe(returnTo);
    for (const bad of ['https://evil.test/x', '//evil.test', '/other-company/hub/x', `/${A.company.slug}//evil.test`, `/${A.company.slug}/\\evil.test`]) {
      const res = await t.rest('POST', '/magic_link/generate', { body: { email, company: A.company.slug, return_to: bad } });
      expect(res.status, bad).toBe(422);
    }
  });
});
