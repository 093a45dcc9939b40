/**
 * Magic-link sign-in for learners (magic-link.service.ts) over REST, and the learner as a caller
 * of its own kind (auth/caller.ts): the token's hash at rest, single use (also in parallel),
 * expiry, a new link spending the old, the code instead of the link, rate limits, the same answer
 * for any e-mail, a mail scanner opening the link, the cookie and its Origin rule, sign-out, and
 * the walls between staff and learner tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { CODE_INVALID, HUB_NOT_FOUND, LINK_INVALID, MAGIC_LINK_SENT } from './magic-link.service.js';

let t: TestApp;
let limited: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({ realRateLimits: true });
  A = await buildCompany(t, { slug: `hub-a-${Date.now()}` });
  B = await buildCompany(t, { slug: `hub-b-${Date.now()}` });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

/** The newest sign-in mail to `email`: its link's token and its code. */
async function lastMail(app: TestApp, email: string) {
  const mail = await app.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'magic_link' }, orderBy: { createdAt: 'desc' } });
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { mail, link, token: link.searchParams.get('token')!, code: /code on the sign-in page: (\d{6})/.exec(mail.text)?.[1] ?? '' };
}

const generate = (email: string, company = A.company.slug, app = t) => app.rest('POST', '/magic_link/generate', { body: { email, company } });
const verify = (token: string, app = t) => app.rest('GET', `/magic_link/verify?token=${encodeURIComponent(token)}`);
const verifyCode = (email: string, code: string, company = A.company.slug) => t.rest('POST', '/magic_link/verify_code', { body: { email, company, code } });
const currentUser = (token: string | null, headers?: Record<string, string>) => t.rest('GET', '/hub/current_user', { token, headers });

async function signedInLearner(email = uniqueEmail('learner')) {
  await generate(email);
  const res = await verify((await lastMail(t, email)).token);
  expect(res.status).toBe(200);
  return { email, token: res.body.data.token as string, cookie: res.headers.get('set-cookie') ?? '' };
}

describe('asking for a link', () => {
  it('mails a link to the hub sign-in page and a 6-digit code, working 15 minutes; only hashes are stored', async () => {
    const email = uniqueEmail('new');
    const before = Date.now();
    expect(await generate(email)).toMatchObject({ status: 202, body: { message: MAGIC_LINK_SENT } });
    const { mail, link, token, code } = await lastMail(t, email);
    expect(mail.subject).toBe(`Your sign-in link for ${A.company.name}`);
    expect(`${link.origin}${link.pathname}`).toBe(`http://app.test/${A.company.slug}/passwordless_sign_in`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.prisma.magicLinkToken.findFirstOrThrow({ where: { email } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.codeHash).toBe(hashToken(`${row.id}:${code}`));
    expect(JSON.stringify(await t.prisma.magicLinkToken.findMany({ where: { email } }))).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(15 * 60_000 + 5000);
  });

  it('answers the same for an e-mail that has signed in before and one that never has', async () => {
    const { email } = await signedInLearner();
    const known = await generate(email);
    const unknown = await generate(uniqueEmail('stranger'));
    expect(known).toMatchObject({ status: 202 });
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a bad e-mail per field, and an unknown hub with 404', async () => {
    expect(await generate('not-an-email')).toMatchObject({ status: 422, body: { errors: { email: ['is invalid'] } } });
    expect(await t.rest('POST', '/magic_link/generate', { body: { company: A.company.slug } })).toMatchObject({
      status: 422,
      body: { errors: { email: ["can't be blank"] } },
    });
    expect(await generate(uniqueEmail(), 'no-such-hub')).toMatchObject({ status: 404, body: { error: HUB_NOT_FOUND } });
  });

  it('limits links per e-mail (5 an hour) with a message that says so', async () => {
    const c = await buildCompany(limited);
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) expect((await generate(email, c.company.slug, limited)).status).toBe(202);
    const sixth = await generate(email, c.company.slug, limited);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Too many sign-in links were asked for this email/);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another e-mail from the same address still gets one.
    expect((await generate(uniqueEmail('other'), c.company.slug, limited)).status).toBe(202);
  });
});

describe('redeeming a link', () => {
  it('signs the learner in once: a token, an HttpOnly SameSite=Lax cookie, and the learner created', async () => {
    const email = uniqueEmail('first');
    await generate(email);
    const { token } = await lastMail(t, email);
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('set-cookie')).toBe(`aud_token=${res.body.data.token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await currentUser(res.body.data.token)).toMatchObject({ status: 200, body: { email, first_name: null } });
    expect(await t.prisma.learner.count({ where: { email, companyId: A.company.id } })).toBe(1);
    expect(await verify(token)).toMatchObject({ status: 422, body: { errors: { token: [LINK_INVALID] } } });
  });

  it('opening the link (a mail scanner) spends nothing: only the Continue press does', async () => {
    const email = uniqueEmail('scanned');
    await generate(email);
    const { link, token } = await lastMail(t, email);
    // The page is the client's (not built for server tests: any answer will do); what matters is
    // that fetching the mailed address, as a scanner does, leaves the link unspent.
    await t.fetch(`${link.pathname}${link.search}`);
    await t.fetch(`${link.pathname}${link.search}`, { method: 'HEAD' });
    expect((await verify(token)).status).toBe(200);
  });

  it('of five parallel redemptions exactly one gets a session', async () => {
    const email = uniqueEmail('race');
    await generate(email);
    const { token } = await lastMail(t, email);
    const results = await Promise.all(Array.from({ length: 5 }, () => verify(token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const learner = await t.prisma.learner.findFirstOrThrow({ where: { email } });
    expect(await t.prisma.learnerSession.count({ where: { learnerId: learner.id } })).toBe(1);
  });

  it('a new link spends the earlier one; an expired link and a made-up one are refused', async () => {
    const email = uniqueEmail('twice');
    await generate(email);
    const first = (await lastMail(t, email)).token;
    await generate(email);
    const second = (await lastMail(t, email)).token;
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(422);
    await t.prisma.magicLinkToken.updateMany({ where: { email, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await verify(second)).toMatchObject({ status: 422, body: { errors: { token: [LINK_INVALID] } } });
    expect((await verify('made-up')).status).toBe(422);
    expect((await t.rest('GET', '/magic_link/verify')).status).toBe(422);
  });

  it('takes the code of the latest mail instead; five wrong codes spend the link', async () => {
    const email = uniqueEmail('code');
    await generate(email);
    const { code } = await lastMail(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verifyCode(email, wrong)).toMatchObject({ status: 422, body: { errors: { code: [CODE_INVALID] } } });
    expect(await verifyCode(email, 'abc')).toMatchObject({ status: 422, body: { errors: { code: ['must be the 6 digits from the mail'] } } });
    const ok = await verifyCode(email, code);
    expect(ok.status).toBe(200);
    expect((await currentUser(ok.body.data.token)).body.email).toBe(email);
    expect((await verifyCode(email, code)).status).toBe(422);

    await generate(email);
    const next = await lastMail(t, email);
    const bad = next.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyCode(email, bad)).status).toBe(422);
    expect(await verifyCode(email, next.code)).toMatchObject({ status: 422, body: { errors: { code: [CODE_INVALID] } } });
    expect((await verify(next.token)).status).toBe(422);
  });

  it("a code is the company's: the same e-mail at another hub has its own links", async () => {
    const email = uniqueEmail('two-hubs');
    await generate(email, A.company.slug);
    const { code } = await lastMail(t, email);
    expect((await verifyCode(email, code, B.company.slug)).status).toBe(422);
    expect((await verifyCode(email, code, A.company.slug)).status).toBe(200);
  });
});

describe('learners and staff are different callers', () => {
  it("a learner's token is no staff token, a staff token is no learner's; the learner sees only their own account", async () => {
    const learner = await signedInLearner();
    expect((await t.rest('GET', '/company', { token: learner.token })).status).toBe(401);
    expect((await t.rest('GET', '/learning_materials', { token: learner.token })).status).toBe(401);
    expect((await t.gql('{ viewer { user { email } } }', {}, learner.token)).data).toEqual({ viewer: null });
    expect(await currentUser(A.owner.token)).toMatchObject({ status: 401, body: { error: 'Sign in as a learner first.' } });
    expect((await currentUser(null)).status).toBe(401);
    expect((await currentUser(learner.token)).body.email).toBe(learner.email);
  });

  it('the cookie signs the learner in for reads, and for writes only from our own origin', async () => {
    const learner = await signedInLearner();
    const cookie = `aud_token=${learner.token}`;
    expect((await currentUser(null, { cookie })).body.email).toBe(learner.email);
    const signOut = (headers: Record<string, string>) => t.rest('DELETE', '/hub/sign_out', { headers: { cookie, ...headers } });
    expect((await signOut({ origin: 'https://evil.example' })).status).toBe(401);
    expect((await signOut({})).status).toBe(401);
    expect((await currentUser(null, { cookie })).status).toBe(200);
    const out = await signOut({ origin: 'http://app.test' });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toBe('aud_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await currentUser(null, { cookie })).status).toBe(401);
    expect((await currentUser(learner.token)).status).toBe(401);
  });

  it('sign-out by Bearer ends that session only', async () => {
    const email = uniqueEmail('two-devices');
    await generate(email);
    const phone = (await verify((await lastMail(t, email)).token)).body.data.token;
    await generate(email);
    const laptop = (await verify((await lastMail(t, email)).token)).body.data.token;
    expect((await t.rest('DELETE', '/hub/sign_out', { token: phone })).status).toBe(204);
    expect((await currentUser(phone)).status).toBe(401);
    expect((await currentUser(laptop)).status).toBe(200);
  });
});

describe('GraphQL', () => {
  const REQUEST = `mutation ($input: RequestMagicLinkInput!) { requestMagicLink(input: $input) { __typename ... on MessagePayload { message } ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;
  const REDEEM = `mutation ($input: RedeemMagicLinkInput!) { redeemMagicLink(input: $input) { __typename ... on LearnerSignInPayload { token learner { email } } ... on ValidationError { fieldErrors { field messages } } } }`;
  const REDEEM_CODE = `mutation ($input: RedeemMagicLinkCodeInput!) { redeemMagicLinkCode(input: $input) { __typename ... on LearnerSignInPayload { token learner { email } } ... on ValidationError { fieldErrors { field messages } } } }`;
  const ME = '{ learnerViewer { email } viewer { user { email } } }';
  const SIGN_OUT = 'mutation { signOutLearner { __typename ... on MessagePayload { message } } }';
  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });

  it('asks for a link, redeems it (token and cookie), reads the learner by cookie, and signs out', async () => {
    const email = uniqueEmail('gql');
    expect((await t.gql(REQUEST, { input: { companySlug: A.company.slug, email } })).data.requestMagicLink).toEqual({
      __typename: 'MessagePayload',
      message: MAGIC_LINK_SENT,
    });
    const res = await post(REDEEM, { input: { token: (await lastMail(t, email)).token } });
    const body = await res.json();
    expect(body.data.redeemMagicLink).toMatchObject({ __typename: 'LearnerSignInPayload', learner: { email } });
    const token = body.data.redeemMagicLink.token as string;
    expect(res.headers.get('set-cookie')).toBe(`aud_token=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    const cookie = { cookie: `aud_token=${token}`, origin: 'http://app.test' };
    expect((await (await post(ME, {}, cookie)).json()).data).toEqual({ learnerViewer: { email }, viewer: null });
    // A cookie on a POST from another site signs nobody in.
    expect((await (await post(ME, {}, { ...cookie, origin: 'https://evil.example' })).json()).data).toEqual({ learnerViewer: null, viewer: null });
    const out = await post(SIGN_OUT, {}, cookie);
    expect((await out.json()).data.signOutLearner).toEqual({ __typename: 'MessagePayload', message: 'Signed out.' });
    expect(out.headers.get('set-cookie')).toBe('aud_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect((await t.gql(ME, {}, token)).data).toEqual({ learnerViewer: null, viewer: null });
  });

  it('the code works in GraphQL too; a spent or bad link is a field error; staff are no learners', async () => {
    const email = uniqueEmail('gql-code');
    await t.gql(REQUEST, { input: { companySlug: A.company.slug, email } });
    const { token, code } = await lastMail(t, email);
    expect((await t.gql(REDEEM_CODE, { input: { companySlug: A.company.slug, email, code } })).data.redeemMagicLinkCode).toMatchObject({ learner: { email } });
    expect((await t.gql(REDEEM, { input: { token } })).data.redeemMagicLink).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'token', messages: [LINK_INVALID] }],
    });
    expect((await t.gql(REQUEST, { input: { companySlug: A.company.slug, email: 'nope' } })).data.requestMagicLink).toMatchObject({
      fieldErrors: [{ field: 'email', messages: ['is invalid'] }],
    });
    expect((await t.gql(ME, {}, A.owner.token)).data.learnerViewer).toBeNull();
    // The learner scope: a staff token is not authorised, and the staff session goes on.
    const staffSignOut = await t.gql(SIGN_OUT, {}, A.owner.token);
    expect(staffSignOut.errors?.[0]?.message).toBe('Not authorized to resolve Mutation.signOutLearner');
    expect((await t.gql(ME, {}, A.owner.token)).data.viewer).not.toBeNull();
  });
});
