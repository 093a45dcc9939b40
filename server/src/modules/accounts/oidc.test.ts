/**
 * "Sign up with Google" against a real local OpenID Connect provider (oidc-provider on
 * 127.0.0.1, random port): the browser flow driven with plain fetch through the provider's
 * login and consent pages, and the REST id_token route with tokens the provider signed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import * as client from 'openid-client';
// @ts-expect-error -- oidc-provider ships no type declarations (DefinitelyTyped is not installed).
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { buildUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const APP = 'http://app.test';
const CLIENT = { id: 'learnhub', secret: 'learnhub-test-secret' };
const OTHER = { id: 'other-app', secret: 'other-app-secret' };
/** Claims per login name; `userinfoOnly` accounts keep them out of the id_token. */
const accounts = new Map<string, { claims: Record<string, unknown>; userinfoOnly?: boolean }>();

let issuer: string;
let idp: Server;
let signingKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  // Our own signing key, so tests can also mint tokens the provider "signed" (expired, wrong issuer…).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  const provider = new Provider(issuer, {
    clients: [CLIENT, OTHER].map((c) => ({
      client_id: c.id,
      client_secret: c.secret,
      redirect_uris: [`${APP}/auth/oidc/callback`, `${APP}/test-client/callback`],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Like Google: the e-mail and names are in the id_token, not only at userinfo.
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async (use: string) => {
        const a = accounts.get(sub);
        return a && (use === 'userinfo' || !a.userinfoOnly) ? { sub, ...a.claims } : { sub };
      },
    }),
  });
  idp.on('request', provider.callback());
  t = await createTestApp({ env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => idp.close(resolve));
});

let n = 0;
/** A provider account with a fresh subject (the login name) and e-mail. */
function account(claims: Record<string, unknown> = {}, userinfoOnly = false) {
  const login = `acct-${Date.now()}-${++n}`;
  const email = uniqueEmail('google');
  accounts.set(login, { claims: { email, email_verified: true, given_name: 'Grace', family_name: 'Hopper', ...claims }, userinfoOnly });
  return { login, email: (claims.email as string | undefined) ?? email };
}

/**
 * A browser without JavaScript: follows redirects by hand, keeps cookies per host, sends app
 * URLs to the app's fetch handler and provider URLs over the network, and fills the provider's
 * dev login (`login`) and consent pages. Stops at the first URL `stop` accepts.
 */
async function browse(start: string, login: string, stop: (u: URL) => boolean, opts: { deny?: boolean; app?: { fetch: TestApp['fetch'] } } = {}) {
  const jar = new Map<string, Map<string, string>>();
  let url = new URL(start);
  let init: RequestInit = {};
  for (let hop = 0; hop < 25; hop++) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const headers = { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const res =
      url.origin === APP
        ? await (opts.app ?? t).fetch(url.pathname + url.search, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.host, cookies);
    init = {};
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (stop(url)) return { url, jar };
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !prompt || !action) throw new Error(`unexpected page ${res.status} at ${url}: ${html.slice(0, 300)}`);
    if (opts.deny) {
      url = new URL(`${action}/abort`, url);
      continue;
    }
    url = new URL(action, url);
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() };
  }
  throw new Error('too many redirects');
}

const finished = (u: URL) => u.origin === APP && (u.pathname === '/oidc/complete' || u.pathname === '/sign_in');

/** Runs the app's browser flow for this provider login; returns where the browser lands. */
async function signInThroughApp(login: string, opts: Parameters<typeof browse>[3] = {}) {
  const { url } = await browse(`${APP}/auth/oidc/start`, login, finished, opts);
  const fragment = new URLSearchParams(url.hash.slice(1));
  return { url, token: fragment.get('token'), isNew: fragment.get('new'), error: url.searchParams.get('error') };
}

const viewerEmail = async (token: string) => (await t.gql(`{ viewer { user { email } } }`, {}, token)).data?.viewer?.user.email;

describe('browser flow /auth/oidc', () => {
  it("signs up a new user with a verified e-mail and the provider's names", async () => {
    const { login, email } = account();
    const res = await signInThroughApp(login);
    expect(res.error).toBeNull();
    expect(`${res.url.origin}${res.url.pathname}`).toBe(`${APP}/oidc/complete`);
    expect(res.isNew).toBe('1');
    expect(await viewerEmail(res.token!)).toBe(email);
    const user = await t.prisma.user.findFirstOrThrow({ where: { email, duplicateKey: '' }, include: { profile: true } });
    expect(user.oidcSubject).toBe(login);
    expect(user.confirmedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    expect(user.profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('signs the same subject in again as the same user (new=0)', async () => {
    const { login, email } = account();
    await signInThroughApp(login);
    const again = await signInThroughApp(login);
    expect(again.isNew).toBe('0');
    expect(await viewerEmail(again.token!)).toBe(email);
    expect(await t.prisma.user.count({ where: { email } })).toBe(1);
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const { user } = await buildUser(t, { email: uniqueEmail('existing') });
    await t.prisma.user.update({ where: { id: user.id }, data: { confirmedAt: null } });
    const { login } = account({ email: user.email.toUpperCase() });
    const res = await signInThroughApp(login);
    expect(res.isNew).toBe('0');
    expect(await viewerEmail(res.token!)).toBe(user.email);
    const linked = await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(linked.oidcSubject).toBe(login);
    expect(linked.confirmedAt).toBeInstanceOf(Date);
    expect(linked.passwordHash).toBe(user.passwordHash);
  });

  it('reads the e-mail from userinfo when the id_token does not carry it', async () => {
    const { login, email } = account({}, true);
    const res = await signInThroughApp(login);
    expect(res.isNew).toBe('1');
    expect(await viewerEmail(res.token!)).toBe(email);
  });

  it('refuses to link an existing account when the provider has not verified the e-mail', async () => {
    const { user } = await buildUser(t);
    const { login } = account({ email: user.email, email_verified: false });
    const res = await signInThroughApp(login);
    expect(res.error).toBe('An account with this email already exists. Sign in with your password.');
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).oidcSubject).toBeNull();
    expect(await t.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('creates an unconfirmed user and mails a confirmation link when the e-mail is not verified', async () => {
    const { login, email } = account({ email_verified: false });
    const res = await signInThroughApp(login);
    expect(res.isNew).toBe('1');
    expect((await t.prisma.user.findFirstOrThrow({ where: { email, duplicateKey: '' } })).confirmedAt).toBeNull();
    expect(await t.prisma.emailOutbox.count({ where: { to: email, kind: 'email_verification' } })).toBe(1);
  });

  it('sends the user back to sign-in when they cancel at the provider', async () => {
    const before = await t.prisma.user.count();
    const res = await signInThroughApp(account().login, { deny: true });
    expect(`${res.url.origin}${res.url.pathname}`).toBe(`${APP}/sign_in`);
    expect(res.error).toBe('Google sign-in was cancelled.');
    expect(await t.prisma.user.count()).toBe(before);
  });

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    const { login } = account();
    const callback = (u: URL) => u.origin === APP && u.pathname === '/auth/oidc/callback';
    const { url: cb, jar } = await browse(`${APP}/auth/oidc/start`, login, callback);
    const before = await t.prisma.user.count();
    for (const cookie of [undefined, 'lh_oidc=forged.value', `lh_oidc=${jar.get('app.test')?.get('lh_oidc')}x`]) {
      const res = await t.fetch(cb.pathname + cb.search, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('Your Google sign-in expired. Please try again.');
    }
    expect(await t.prisma.user.count()).toBe(before);
  });

  it('refuses a callback whose state does not match the flow', async () => {
    const { login } = account();
    const callback = (u: URL) => u.origin === APP && u.pathname === '/auth/oidc/callback';
    const { url: cb, jar } = await browse(`${APP}/auth/oidc/start`, login, callback);
    cb.searchParams.set('state', 'not-the-state');
    const res = await t.fetch(cb.pathname + cb.search, { headers: { cookie: `lh_oidc=${jar.get('app.test')!.get('lh_oidc')}` } });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('Google sign-in failed. Please try again.');
  });

  it('sets the flow cookie HttpOnly, Lax and short-lived, and asks for code + PKCE', async () => {
    const res = await t.fetch('/auth/oidc/start');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.id,
      redirect_uri: `${APP}/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(res.headers.get('set-cookie')).toMatch(/^lh_oidc=.*; Max-Age=600; Path=\/auth\/oidc; HttpOnly; SameSite=Lax$/);
  });

  it('redirects to sign-in with a message when OpenID Connect is not configured', async () => {
    const off = createApp({ ...t.deps, config: { ...t.deps.config, oidc: null } });
    for (const path of ['/auth/oidc/start', '/auth/oidc/callback?code=x&state=y']) {
      const res = await off.fetch(new Request(`${APP}${path}`));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${APP}/sign_in?error=Sign%20in%20with%20Google%20is%20not%20configured.`);
    }
  });
});

/** An id_token the provider issues to `clientId` through a real authorization code flow. */
async function providerIdToken(login: string, c = CLIENT) {
  const config = await client.discovery(new URL(issuer), c.id, c.secret, undefined, { execute: [client.allowInsecureRequests] });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: `${APP}/test-client/callback`,
    scope: 'openid email profile',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const { url } = await browse(authUrl.href, login, (u) => u.origin === APP);
  const tokens = await client.authorizationCodeGrant(config, url, { pkceCodeVerifier: verifier, expectedState: state });
  return tokens.id_token!;
}

/** A token signed with the provider's own key, with any claims we like. */
function mint(claims: Record<string, unknown>, opts: { key?: CryptoKey; kid?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: issuer, aud: CLIENT.id, iat: now, exp: now + 300, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
    .sign(opts.key ?? signingKey);
}

describe('POST /api/v1/users/google', () => {
  const google = (body: unknown) => t.rest('POST', '/users/google', { body });

  it('signs up with a provider-issued id_token and returns { user, token }', async () => {
    const { login, email } = account();
    const res = await google({ id_token: await providerIdToken(login) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, name: 'Grace Hopper', confirmed_at: expect.any(String) });
    expect(await viewerEmail(res.body.token)).toBe(email);
    // Again: the same user, found by subject.
    const again = await google({ id_token: await providerIdToken(login) });
    expect(again.body.user.id).toBe(res.body.user.id);
  });

  it('signs an existing user in when the e-mail is verified', async () => {
    const { user } = await buildUser(t);
    const res = await google({ id_token: await mint({ sub: `sub-${++n}`, email: user.email }) });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it.each([
    ['issued to another client', async () => providerIdToken(account().login, OTHER)],
    ['expired', () => mint({ sub: 's', email: uniqueEmail(), iat: 1_600_000_000, exp: 1_600_000_300 })],
    ['from another issuer', () => mint({ sub: 's', email: uniqueEmail(), iss: 'https://evil.example.com' })],
    ['for another audience', () => mint({ sub: 's', email: uniqueEmail(), aud: 'someone-else' })],
    ['with several audiences and no azp for us', () => mint({ sub: 's', email: uniqueEmail(), aud: [CLIENT.id, 'someone-else'] })],
    ['without a subject', () => mint({ email: uniqueEmail() })],
    ['signed by an unknown key', async () => mint({ sub: 's', email: uniqueEmail() }, { key: (await generateKeyPair('RS256')).privateKey })],
    ['signed by an unknown key id', async () => mint({ sub: 's', email: uniqueEmail() }, { key: (await generateKeyPair('RS256')).privateKey, kid: 'nope' })],
    ['not a JWT', async () => 'not-a-jwt'],
  ])('answers 401 for a token %s and changes nothing', async (_what, make) => {
    const token = await make();
    const before = [await t.prisma.user.count(), await t.prisma.session.count()];
    const res = await google({ id_token: token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Invalid Google sign-in token.' });
    expect([await t.prisma.user.count(), await t.prisma.session.count()]).toEqual(before);
  });

  it('answers 401 when the token carries no e-mail', async () => {
    const res = await google({ id_token: await mint({ sub: `no-mail-${++n}` }) });
    expect(res).toMatchObject({ status: 401, body: { error: 'Your Google account did not share an email address.' } });
  });

  it('does not take over an account whose e-mail the provider has not verified', async () => {
    const { user } = await buildUser(t);
    const res = await google({ id_token: await mint({ sub: `unverified-${++n}`, email: user.email, email_verified: false }) });
    expect(res.status).toBe(401);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).oidcSubject).toBeNull();
  });

  it.each([
    ['a missing id_token', {}, "can't be blank"],
    ['an empty id_token', { id_token: '  ' }, "can't be blank"],
    ['a number', { id_token: 42 }, 'must be text'],
    ['an object', { id_token: { jwt: 'x' } }, 'must be text'],
  ])('answers 422 for %s', async (_what, body, reason) => {
    const res = await google(body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: `id_token ${reason}.`, errors: { id_token: [reason] } });
  });

  it('answers 400 for malformed JSON or a body that is not an object', async () => {
    for (const body of ['{not json', '[1,2]', '"id_token"']) {
      const res = await t.rest('POST', '/users/google', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it('answers 404 when Sign in with Google is not configured', async () => {
    const off = createApp({ ...t.deps, config: { ...t.deps.config, oidc: null } });
    const res = await off.fetch(
      new Request(`${APP}/api/v1/users/google`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id_token: 'x' }) }),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Sign in with Google is not configured.' });
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.rest('GET', '/openapi.json')).body;
    expect(doc.paths['/api/v1/users/google'].post.requestBody.content['application/json'].schema.required).toEqual(['id_token']);
  });

  it('shows Google sign-in as configured in authProviders', async () => {
    expect((await t.gql(`{ authProviders { oidc } }`)).data).toEqual({ authProviders: { oidc: true } });
  });
});
