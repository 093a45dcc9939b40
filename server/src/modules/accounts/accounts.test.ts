import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { hashToken } from '../../lib/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_UP = /* GraphQL */ `
  mutation ($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on AuthPayload { token user { email confirmedAt } }
      ... on Error { message code }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }`;
const SIGN_IN = /* GraphQL */ `
  mutation ($input: SignInInput!) {
    signIn(input: $input) { __typename ... on AuthPayload { token } ... on Error { message code } }
  }`;
const VIEWER = `{ viewer { user { email } } }`;

const confirmLinkToken = async (email: string) => {
  const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email, kind: 'email_verification' }, orderBy: { createdAt: 'desc' } });
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
};

describe('#signUp', () => {
  it('creates an account, signs it in and mails a confirmation link', async () => {
    const email = uniqueEmail('new');
    const res = await t.gql(SIGN_UP, { input: { email: ` ${email.toUpperCase()} `, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true } });
    expect(res.data.signUp.__typename).toBe('AuthPayload');
    expect(res.data.signUp.user).toEqual({ email, confirmedAt: null });
    const viewer = await t.gql(VIEWER, {}, res.data.signUp.token);
    expect(viewer.data.viewer.user.email).toBe(email);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.status).toBe('LOGGED');
  });

  it('returns per-field errors and creates nothing for bad input', async () => {
    const before = await t.prisma.user.count();
    const res = await t.gql(SIGN_UP, { input: { email: 'not-an-email', password: 'a', passwordConfirmation: 'b', terms: false } });
    expect(res.data.signUp.__typename).toBe('ValidationError');
    expect(res.data.signUp.code).toBe('VALIDATION_FAILED');
    const fields = Object.fromEntries(res.data.signUp.fieldErrors.map((f: any) => [f.field, f.messages]));
    expect(fields.email).toEqual(['is invalid']);
    expect(fields.password).toEqual(['is too short (minimum is 8 characters)']);
    expect(fields.passwordConfirmation).toEqual(["Passwords don't match"]);
    expect(fields.terms).toEqual(['must be accepted']);
    expect(await t.prisma.user.count()).toBe(before);
  });

  it('refuses a password of one character and one of the most common passwords, creating nothing', async () => {
    const email = uniqueEmail('weak');
    for (const [password, message] of [
      ['x', 'is too short (minimum is 8 characters)'],
      ['Password1', 'is one of the most common passwords. Choose one that is harder to guess.'],
    ]) {
      const res = await t.gql(SIGN_UP, { input: { email, password, passwordConfirmation: password, terms: true } });
      expect(res.data.signUp.fieldErrors).toEqual([{ field: 'password', messages: [message] }]);
    }
    expect(await t.prisma.user.count({ where: { email } })).toBe(0);
  });

  it('answers a registered e-mail exactly like a new one, and mails its owner instead', async () => {
    const { user } = await buildUser(t);
    const input = { email: user.email.toUpperCase(), password: 'another-horse-7!', passwordConfirmation: 'another-horse-7!', terms: true };
    const res = await t.gql(SIGN_UP, { input });
    // The same shape as a new account's answer: a token, the typed e-mail, not confirmed.
    expect(res.data.signUp.__typename).toBe('AuthPayload');
    expect(res.data.signUp.user).toEqual({ email: user.email, confirmedAt: null });
    expect((await t.gql(VIEWER, {}, res.data.signUp.token)).data.viewer.user.email).toBe(user.email);
    // …but the owner is told, and nothing is sent that could confirm the duplicate.
    const mails = await t.prisma.emailOutbox.findMany({ where: { to: user.email } });
    expect(mails.map((m) => m.subject)).toEqual(['You already have a LearnHub account']);
    expect(mails[0]!.text).toContain('/forgot_password');
    // Resending from the duplicate answers alike and still confirms nothing.
    const resend = await t.gql(`mutation { resendVerification { ... on MessagePayload { message } } }`, {}, res.data.signUp.token);
    expect(resend.data.resendVerification.message).toBe("We've sent a new verification email.");
    expect(await t.prisma.emailOutbox.count({ where: { to: user.email, kind: 'email_verification' } })).toBe(0);
    // The owner's password still signs in to the owner's account; the duplicate's reaches nothing.
    const owner = await t.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    const ownerId = (await t.prisma.session.findFirstOrThrow({ where: { tokenHash: hashToken(owner.data.signIn.token) } })).userId;
    expect(ownerId).toBe(user.id);
    const intruder = await t.gql(SIGN_IN, { input: { email: user.email, password: 'another-horse-7!' } });
    expect(intruder.data.signIn.message).toBe('Invalid email or password.');
  });

  it('lets two racing sign-ups with one new e-mail both succeed, one of them owning it', async () => {
    const email = uniqueEmail('race');
    const input = { email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true };
    const answers = await Promise.all([t.gql(SIGN_UP, { input }), t.gql(SIGN_UP, { input })]);
    expect(answers.map((a) => a.data.signUp.__typename)).toEqual(['AuthPayload', 'AuthPayload']);
    const rows = await t.prisma.user.findMany({ where: { email }, select: { duplicateKey: true } });
    expect(rows.filter((r) => r.duplicateKey === '')).toHaveLength(1);
    expect(rows).toHaveLength(2);
    expect(await t.prisma.emailOutbox.count({ where: { to: email, kind: 'email_verification' } })).toBe(1);
  });

  it('rejects a wrongly typed field as a GraphQL validation error', async () => {
    const res = await t.gql(SIGN_UP, { input: { email: 5, password: 'x', passwordConfirmation: 'x', terms: 'yes' } });
    expect(res.errors?.[0]?.message).toMatch(/String cannot represent|Boolean cannot represent/);
  });
});

describe('#signIn and #signOut', () => {
  it('signs in with the right password and out again; the token then stops working', async () => {
    const { user } = await buildUser(t);
    const res = await t.gql(SIGN_IN, { input: { email: user.email, password: PASSWORD } });
    const token = res.data.signIn.token;
    expect((await t.gql(VIEWER, {}, token)).data.viewer.user.email).toBe(user.email);
    const out = await t.gql(`mutation { signOut { ... on MessagePayload { message } } }`, {}, token);
    expect(out.data.signOut.message).toBe('Signed out.');
    expect((await t.gql(VIEWER, {}, token)).data.viewer).toBeNull();
  });

  it('gives the same message for an unknown e-mail and a wrong password', async () => {
    const { user } = await buildUser(t);
    const wrong = await t.gql(SIGN_IN, { input: { email: user.email, password: 'nope' } });
    const unknown = await t.gql(SIGN_IN, { input: { email: uniqueEmail('ghost'), password: 'nope' } });
    expect(wrong.data.signIn).toEqual({ __typename: 'UnauthenticatedError', message: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
    expect(unknown.data.signIn).toEqual(wrong.data.signIn);
  });

  it('signOut without a token is unauthenticated', async () => {
    const out = await t.gql(`mutation { signOut { __typename ... on Error { code } } }`);
    expect(out.data.signOut).toEqual({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
  });
});

describe('#confirmEmail and #resendVerification', () => {
  it('confirms the e-mail once; the link is single use', async () => {
    const email = uniqueEmail('confirm');
    const res = await t.gql(SIGN_UP, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true } });
    const token = await confirmLinkToken(email);
    const CONFIRM = `mutation ($t: String!) { confirmEmail(input: { token: $t }) { __typename ... on MessagePayload { message } ... on Error { message } } }`;
    expect((await t.gql(CONFIRM, { t: token })).data.confirmEmail.message).toBe('Your email is confirmed.');
    const me = await t.gql(`{ viewer { user { confirmedAt } } }`, {}, res.data.signUp.token);
    expect(me.data.viewer.user.confirmedAt).not.toBeNull();
    // Opening a used link again still reads as success…
    expect((await t.gql(CONFIRM, { t: token })).data.confirmEmail.message).toBe('Your email is confirmed.');
    // …but an unknown or expired one does not.
    const bogus = await t.gql(CONFIRM, { t: 'not-a-token' });
    expect(bogus.data.confirmEmail).toEqual({ __typename: 'ValidationError', message: 'This confirmation link is invalid or has expired.' });
    await t.prisma.userToken.updateMany({ where: { user: { email } }, data: { usedAt: null, expiresAt: new Date(Date.now() - 1000) } });
    await t.prisma.user.update({ where: { email_duplicateKey: { email, duplicateKey: '' } }, data: { confirmedAt: null } });
    expect((await t.gql(CONFIRM, { t: token })).data.confirmEmail.__typename).toBe('ValidationError');
  });

  it('resends a new link to the signed-in user', async () => {
    const email = uniqueEmail('resend');
    const res = await t.gql(SIGN_UP, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true } });
    const r = await t.gql(`mutation { resendVerification { ... on MessagePayload { message } } }`, {}, res.data.signUp.token);
    expect(r.data.resendVerification.message).toBe("We've sent a new verification email.");
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(2);
  });
});

describe('REST /api/v1/users', () => {
  it('POST /users registers with 201 and a token', async () => {
    const email = uniqueEmail('rest');
    const res = await t.rest('POST', '/users', { body: { email, password: PASSWORD, password_confirmation: PASSWORD, terms: true } });
    expect(res.status).toBe(201);
    expect(typeof res.body.data.token).toBe('string');
  });

  it('POST /users gives per-field errors as JSON text in `error`', async () => {
    const res = await t.rest('POST', '/users', { body: { email: 'x', password: 'a', password_confirmation: 'b' } });
    expect(res.status).toBe(422);
    const errors = JSON.parse(res.body.error);
    expect(errors.password_confirmation).toEqual(["Passwords don't match"]);
    expect(errors.terms).toBeDefined();
  });

  it('rejects malformed JSON and a non-object body with 400', async () => {
    expect(await t.rest('POST', '/users/sign_in', { body: '{nope', headers: { 'content-type': 'application/json' } })).toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON in request body.' },
    });
    expect((await t.rest('POST', '/users/sign_in', { body: '[1,2]', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.rest('POST', '/users/sign_in', { body: { email: 'a@b.co', password: 'x'.repeat(2_000_000) } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('sign_in → sign_out → the token is refused (401)', async () => {
    const { user } = await buildUser(t);
    const signIn = await t.rest('POST', '/users/sign_in', { body: { email: user.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.user.email).toBe(user.email);
    const token = signIn.body.data.token;
    expect((await t.rest('DELETE', '/users/sign_out', { token })).status).toBe(204);
    expect((await t.rest('DELETE', '/users/sign_out', { token })).status).toBe(401);
  });

  it('sign_in with a wrong password is 401 with the shared message', async () => {
    const res = await t.rest('POST', '/users/sign_in', { body: { email: uniqueEmail(), password: 'x' } });
    expect(res).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
  });

  it('GET /users/confirm confirms from the mailed link; a bad token is 422', async () => {
    const email = uniqueEmail('restconfirm');
    await t.rest('POST', '/users', { body: { email, password: PASSWORD, password_confirmation: PASSWORD, terms: true } });
    const token = await confirmLinkToken(email);
    expect((await t.rest('GET', `/users/confirm?token=${token}`)).status).toBe(200);
    expect((await t.prisma.user.findFirstOrThrow({ where: { email, duplicateKey: '' } })).confirmedAt).not.toBeNull();
    expect((await t.rest('GET', `/users/confirm?token=bogus`)).status).toBe(422);
  });

  it('unknown routes are JSON 404s', async () => {
    expect(await t.rest('GET', '/nope')).toMatchObject({ status: 404, body: { error: 'No such route.' } });
  });
});
