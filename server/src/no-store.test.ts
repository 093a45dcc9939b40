/**
 * Answers that carry a token (sign-in, sign-up, invite acceptance, OIDC completion) and every
 * other /graphql, /api and /auth answer say `Cache-Control: no-store`, so no browser or proxy
 * keeps a copy; routes with their own caching (uploaded files, the built client) keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, PASSWORD } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OIDC_ISSUER: 'http://127.0.0.1:9/issuer', OIDC_CLIENT_ID: 'learnhub', OIDC_CLIENT_SECRET: 'secret' } });
});
afterAll(() => t.close());

const cacheControl = (res: Response) => res.headers.get('cache-control');
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('Cache-Control: no-store', () => {
  it('on GraphQL sign-in and sign-up answers that carry a token', async () => {
    const { user } = await buildUser(t);
    const signIn = await postJson('/graphql', {
      query: `mutation ($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`,
      variables: { i: { email: user.email, password: PASSWORD } },
    });
    expect(((await signIn.json()) as any).data.signIn.token).toEqual(expect.any(String));
    expect(cacheControl(signIn)).toBe('no-store');
    const signUp = await postJson('/graphql', {
      query: `mutation ($i: SignUpInput!) { signUp(input: $i) { ... on AuthPayload { token } } }`,
      variables: { i: { email: `new.${Date.now()}@example.com`, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true } },
    });
    expect(((await signUp.json()) as any).data.signUp.token).toEqual(expect.any(String));
    expect(cacheControl(signUp)).toBe('no-store');
  });

  it('on every other GraphQL answer, GET included', async () => {
    expect(cacheControl(await t.fetch('/graphql?query=%7B__typename%7D'))).toBe('no-store');
    expect(cacheControl(await postJson('/graphql', { query: '{ viewer { role } }' }))).toBe('no-store');
  });

  it('on REST sign-in (with its token), sign-up, errors and 404s', async () => {
    const { user } = await buildUser(t);
    const signIn = await postJson('/api/v1/users/sign_in', { email: user.email, password: PASSWORD });
    expect(((await signIn.json()) as any).data.token).toEqual(expect.any(String));
    expect(cacheControl(signIn)).toBe('no-store');
    const signUp = await postJson('/api/v1/users', {
      email: `rest.${Date.now()}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    });
    expect(signUp.status).toBe(201);
    expect(cacheControl(signUp)).toBe('no-store');
    expect(cacheControl(await postJson('/api/v1/users/sign_in', { email: user.email, password: 'wrong-password' }))).toBe('no-store');
    expect(cacheControl(await t.fetch('/api/v1/no-such-route'))).toBe('no-store');
    expect(cacheControl(await t.fetch('/api/nothing'))).toBe('no-store');
  });

  it('on the OIDC browser routes (the completion redirect carries the token)', async () => {
    const res = await t.fetch('/auth/oidc/callback?code=x&state=y');
    expect(res.status).toBe(302);
    expect(cacheControl(res)).toBe('no-store');
  });

  it("leaves routes with their own caching alone (an uploaded file's address)", async () => {
    const res = await t.fetch('/uploads/not-a-key');
    expect(res.status).toBe(404);
    expect(cacheControl(res)).toBeNull();
  });
});
