import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { buildUser, PASSWORD, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST = /* GraphQL */ `
  mutation ($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) { __typename ... on MessagePayload { message } ... on Error { message code } ... on ValidationError { fieldErrors { field messages } } }
  }`;
const RESET = /* GraphQL */ `
  mutation ($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on AuthPayload { token user { email } }
      ... on Error { message code }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on AuthPayload { token } } }`;
const VIEWER = `{ viewer { user { email } } }`;
const NEW_PASSWORD = 'a-brand-new-secret-7';

/** The reset mails of `email`, newest first. The link is mailed after the answer: wait for it. */
async function resetMails(email: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = await t.prisma.emailOutbox.findMany({ where: { to: email, kind: 'password_reset' }, orderBy: { createdAt: 'desc' } });
    if (mails.length >= atLeast) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no password reset mail for ${email}`);
}
const tokenOf = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;

async function requestLink(email: string, atLeast = 1): Promise<string> {
  const res = await t.gql(REQUEST, { input: { email } });
  expect(res.data.requestPasswordReset).toEqual({ __typename: 'MessagePayload', message: RESET_REQUESTED });
  return tokenOf((await resetMails(email, atLeast))[0]!.text);
}

const reset = (token: string, password = NEW_PASSWORD, passwordConfirmation = password) => t.gql(RESET, { input: { token, password, passwordConfirmation } });

describe('#requestPasswordReset', () => {
  it("mails a link to /reset_password that works for 30 minutes, storing only the token's hash", async () => {
    const { user } = await buildUser(t);
    const before = Date.now();
    const token = await requestLink(user.email);
    const mail = (await resetMails(user.email))[0]!;
    expect(mail.subject).toBe('Choose a new password');
    expect(mail.text).toContain(`http://app.test/reset_password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const row = await t.prisma.userToken.findFirstOrThrow({ where: { userId: user.id, kind: 'PASSWORD_RESET' } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await t.prisma.userToken.findMany({ where: { userId: user.id } }))).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.1);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
    const { user } = await buildUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await t.gql(REQUEST, { input: { email: user.email } });
    const unknown = await t.gql(REQUEST, { input: { email: ghost } });
    expect(unknown).toEqual(known);
    const rest = [
      await t.rest('POST', '/users/password', { body: { email: user.email } }),
      await t.rest('POST', '/users/password', { body: { email: ghost } }),
    ];
    expect(rest.map((r) => [r.status, r.body])).toEqual([
      [202, { message: RESET_REQUESTED }],
      [202, { message: RESET_REQUESTED }],
    ]);
    await resetMails(user.email, 2);
    expect(await t.prisma.emailOutbox.count({ where: { to: ghost } })).toBe(0);
  });

  it('refuses something that is not an e-mail address, per field', async () => {
    const res = await t.gql(REQUEST, { input: { email: 'nope' } });
    expect(res.data.requestPasswordReset.fieldErrors).toEqual([{ field: 'email', messages: ['is invalid'] }]);
    expect(await t.rest('POST', '/users/password', { body: {} })).toMatchObject({ status: 422, body: { errors: { email: ["can't be blank"] } } });
  });

  it('makes the earlier link stop working when a new one is asked for', async () => {
    const { user } = await buildUser(t);
    const first = await requestLink(user.email, 1);
    const second = await requestLink(user.email, 2);
    expect(second).not.toBe(first);
    expect((await reset(first)).data.resetPassword.fieldErrors).toEqual([{ field: 'token', messages: [RESET_LINK_INVALID] }]);
    expect((await reset(second)).data.resetPassword.__typename).toBe('AuthPayload');
  });
});

describe('#resetPassword', () => {
  it('sets the new password, signs every old session out and signs a new one in', async () => {
    const { user, token: oldSession } = await buildUser(t);
    const otherSession = (await t.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } })).data.signIn.token;
    const link = await requestLink(user.email);
    const res = await reset(link);
    expect(res.data.resetPassword.__typename).toBe('AuthPayload');
    expect(res.data.resetPassword.user.email).toBe(user.email);
    for (const old of [oldSession, otherSession]) expect((await t.gql(VIEWER, {}, old)).data.viewer).toBeNull();
    expect((await t.gql(VIEWER, {}, res.data.resetPassword.token)).data.viewer.user.email).toBe(user.email);
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } })).data.signIn.__typename).toBe('UnauthenticatedError');
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: NEW_PASSWORD } })).data.signIn.__typename).toBe('AuthPayload');
  });

  it('works once: the same link a second time is refused and changes nothing', async () => {
    const { user } = await buildUser(t);
    const link = await requestLink(user.email);
    expect((await reset(link)).data.resetPassword.__typename).toBe('AuthPayload');
    const again = await reset(link, 'yet-another-secret-8');
    expect(again.data.resetPassword.fieldErrors).toEqual([{ field: 'token', messages: [RESET_LINK_INVALID] }]);
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: NEW_PASSWORD } })).data.signIn.__typename).toBe('AuthPayload');
  });

  it('lets exactly one of several parallel redemptions of one link win', async () => {
    const { user } = await buildUser(t);
    const link = await requestLink(user.email);
    const passwords = ['parallel-secret-a1', 'parallel-secret-b2', 'parallel-secret-c3', 'parallel-secret-d4', 'parallel-secret-e5'];
    const results = await Promise.all(passwords.map((p) => reset(link, p)));
    const winners = results.map((r, i) => [r.data.resetPassword.__typename, passwords[i]] as const).filter(([type]) => type === 'AuthPayload');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.data.resetPassword.__typename === 'ValidationError')).toHaveLength(passwords.length - 1);
    // The winner's password is the one that works.
    expect((await t.gql(SIGN_IN, { input: { email: user.email, password: winners[0]![1] } })).data.signIn.__typename).toBe('AuthPayload');
  });

  it('refuses a link older than 30 minutes', async () => {
    const { user } = await buildUser(t);
    const link = await requestLink(user.email);
    await t.prisma.userToken.updateMany({ where: { tokenHash: hashToken(link) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await reset(link)).data.resetPassword.fieldErrors).toEqual([{ field: 'token', messages: [RESET_LINK_INVALID] }]);
  });

  it('refuses a made-up token, and an e-mail confirmation token used as a reset link', async () => {
    const { user } = await buildUser(t);
    expect((await reset('made-up')).data.resetPassword.fieldErrors).toEqual([{ field: 'token', messages: [RESET_LINK_INVALID] }]);
    await t.prisma.userToken.create({
      data: { kind: 'EMAIL_VERIFICATION', tokenHash: hashToken('confirm-token'), userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    expect((await reset('confirm-token')).data.resetPassword.fieldErrors).toEqual([{ field: 'token', messages: [RESET_LINK_INVALID] }]);
  });

  it('applies the password rules, keeping the link usable after a refusal', async () => {
    const { user } = await buildUser(t);
    const link = await requestLink(user.email);
    const fields = async (password: string, confirmation = password) =>
      Object.fromEntries((await reset(link, password, confirmation)).data.resetPassword.fieldErrors.map((f: any) => [f.field, f.messages]));
    expect(await fields('short')).toEqual({ password: ['is too short (minimum is 8 characters)'] });
    expect(await fields('iloveyou')).toEqual({ password: ['is one of the most common passwords. Choose one that is harder to guess.'] });
    expect(await fields(NEW_PASSWORD, 'something-else-1')).toEqual({ passwordConfirmation: ["Passwords don't match"] });
    expect((await reset(link)).data.resetPassword.__typename).toBe('AuthPayload');
  });

  it('confirms an e-mail that was not confirmed yet: the link proves the mailbox', async () => {
    const { user } = await buildUser(t);
    await t.prisma.user.update({ where: { id: user.id }, data: { confirmedAt: null } });
    await reset(await requestLink(user.email));
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).confirmedAt).not.toBeNull();
  });
});

describe('REST /api/v1/users/password', () => {
  it('PUT sets the password with the mailed token and ends every session', async () => {
    const { user, token: session } = await buildUser(t);
    await t.rest('POST', '/users/password', { body: { email: user.email } });
    const link = tokenOf((await resetMails(user.email))[0]!.text);
    const res = await t.rest('PUT', '/users/password', { body: { token: link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/password has been changed/);
    expect(res.headers.get('cache-control') ?? '').not.toContain('public');
    expect((await t.gql(VIEWER, {}, session)).data.viewer).toBeNull();
    expect((await t.rest('POST', '/users/sign_in', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('PUT answers 422 per field in the REST shape', async () => {
    const res = await t.rest('PUT', '/users/password', { body: { token: 'nope', password: 'a', password_confirmation: 'b' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      password: ['is too short (minimum is 8 characters)'],
      password_confirmation: ["Passwords don't match"],
    });
    const bad = await t.rest('PUT', '/users/password', { body: { token: 'nope', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { token: [RESET_LINK_INVALID] } } });
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.rest('GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/v1/users/password']).sort()).toEqual(['post', 'put']);
  });
});
