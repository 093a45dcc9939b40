/**
 * "Sign up with Google" as generic OpenID Connect (OIDC_ISSUER / OIDC_CLIENT_ID /
 * OIDC_CLIENT_SECRET). Two ways in, one account rule:
 * - the browser flow: GET /auth/oidc/start → provider → GET /auth/oidc/callback (authorization
 *   code + PKCE; state, nonce and verifier ride in a short-lived signed HttpOnly cookie, so any
 *   server process can finish a flow another one started);
 * - an id_token the client got itself (REST POST /api/v1/users/google), checked against the
 *   issuer's JWKS with our client id as audience.
 * Either way the user is found by provider subject, else by a provider-verified e-mail (the
 * subject is then linked), else created; then a normal staff session is issued.
 */
import { hkdfSync } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { Deps } from '../../deps.js';
import { AppError, UnauthenticatedError } from '../../lib/errors.js';
import { EMAIL_PATTERN, normalizeEmail } from '../../lib/email.js';
import { createSession, sendVerification } from './accounts.service.js';

type OidcSettings = NonNullable<Deps['config']['oidc']>;

/** The claims we read from an id_token or the userinfo endpoint. */
export type OidcClaims = { sub: string; email?: unknown; email_verified?: unknown; given_name?: unknown; family_name?: unknown };

export const NOT_CONFIGURED = 'Sign in with Google is not configured.';
export const INVALID_ID_TOKEN = 'Invalid Google sign-in token.';

/** The provider could not be reached (discovery or JWKS): a server-side outage, not bad input. */
export class OidcUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Google sign-in is unavailable right now. Please try again later.', { cause });
  }
}

type Provider = { config: client.Configuration; jwks: ReturnType<typeof createRemoteJWKSet>; issuers: string[] };
const providers = new WeakMap<OidcSettings, Promise<Provider>>();

/** Discovers the provider once per configuration; a failed discovery is retried next time. */
function provider(settings: OidcSettings): Promise<Provider> {
  let p = providers.get(settings);
  if (!p) {
    p = (async () => {
      const insecure = new URL(settings.issuer).protocol === 'http:';
      const config = await client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain-http issuers are only for local providers (tests, dev); https everywhere else.
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      const meta = config.serverMetadata();
      if (!meta.jwks_uri) throw new Error('The provider publishes no jwks_uri');
      // Google signs some id_tokens with the scheme-less issuer; both mean the same issuer.
      const issuers = meta.issuer === 'https://accounts.google.com' ? [meta.issuer, 'accounts.google.com'] : [meta.issuer];
      return { config, jwks: createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: 10_000 }), issuers };
    })().catch((err) => {
      providers.delete(settings);
      throw new OidcUnavailableError(err);
    });
    providers.set(settings, p);
  }
  return p;
}

/** Checks an id_token's signature (issuer's JWKS), issuer, audience and expiry; returns its claims. */
export async function verifyIdToken(deps: Deps, idToken: string): Promise<OidcClaims> {
  const settings = deps.config.oidc;
  if (!settings) throw new UnauthenticatedError(NOT_CONFIGURED);
  const { jwks, issuers } = await provider(settings);
  try {
    const { payload } = await jwtVerify(idToken, jwks, { issuer: issuers, audience: settings.clientId, requiredClaims: ['sub', 'exp', 'iat'] });
    // With several audiences the token must have been issued to us (OIDC Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) throw new UnauthenticatedError(INVALID_ID_TOKEN);
    return payload as OidcClaims;
  } catch (err) {
    if (err instanceof joseErrors.JWKSTimeout) throw new OidcUnavailableError(err);
    if (err instanceof joseErrors.JOSEError) throw new UnauthenticatedError(INVALID_ID_TOKEN);
    throw err;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);

/** Finds the user for these claims (subject, then verified e-mail, linking it) or creates one. */
export async function findOrCreateOidcUser(deps: Deps, claims: OidcClaims, retry = true): Promise<{ userId: string; isNew: boolean }> {
  const { prisma } = deps;
  const bySubject = await prisma.user.findUnique({ where: { oidcSubject: claims.sub }, select: { id: true } });
  if (bySubject) return { userId: bySubject.id, isNew: false };

  const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
  if (!EMAIL_PATTERN.test(email)) throw new UnauthenticatedError('Your Google account did not share an email address.');
  // Some providers send the flag as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const now = new Date();
  try {
    const byEmail = await prisma.user.findUnique({
      where: { email_duplicateKey: { email, duplicateKey: '' } },
      select: { id: true, oidcSubject: true, confirmedAt: true },
    });
    if (byEmail) {
      // Linking on an address the provider has not verified would let anyone take over an account.
      if (!verified) throw new UnauthenticatedError('An account with this email already exists. Sign in with your password.');
      if (byEmail.oidcSubject) throw new UnauthenticatedError('This email is already linked to another Google account.');
      await prisma.user.update({ where: { id: byEmail.id }, data: { oidcSubject: claims.sub, confirmedAt: byEmail.confirmedAt ?? now } });
      return { userId: byEmail.id, isNew: false };
    }
    const user = await prisma.user.create({
      data: {
        email,
        oidcSubject: claims.sub,
        confirmedAt: verified ? now : null,
        profile: { create: { firstName: text(claims.given_name), lastName: text(claims.family_name) } },
      },
      select: { id: true },
    });
    if (!verified) await sendVerification(deps, user.id, email);
    return { userId: user.id, isNew: true };
  } catch (err) {
    // Two sign-ins racing for one subject or e-mail: the unique index decides; look again once.
    if ((err as { code?: string }).code === 'P2002' && retry) return findOrCreateOidcUser(deps, claims, false);
    throw err;
  }
}

/** REST/app sign-in with an id_token the client obtained itself. */
export async function signInWithIdToken(deps: Deps, idToken: string): Promise<{ token: string; userId: string; isNew: boolean }> {
  const claims = await verifyIdToken(deps, idToken);
  const { userId, isNew } = await findOrCreateOidcUser(deps, claims);
  return { token: await createSession(deps, userId), userId, isNew };
}

// ───────────────────────────── Browser flow ─────────────────────────────

const COOKIE = 'lh_oidc';
const COOKIE_PATH = '/auth/oidc';
const FLOW_TTL_SECONDS = 600;

type Flow = { state: string; nonce: string; verifier: string };

/** The cookie's HMAC key, derived from the client secret so no extra setting is needed. */
const cookieKey = (s: OidcSettings) => Buffer.from(hkdfSync('sha256', s.clientSecret, 'learnhub', 'oidc-flow-cookie', 32)).toString('base64url');

/** GET /auth/oidc/start and /auth/oidc/callback; app.ts mounts this at /auth/oidc. */
export function oidcBrowserRoutes(deps: Deps): Hono {
  const { publicUrl } = deps.config;
  const redirectUri = `${publicUrl}/auth/oidc/callback`;
  const app = new Hono();
  const fail = (c: Context, message: string) => c.redirect(`${publicUrl}/sign_in?error=${encodeURIComponent(message)}`, 302);

  app.get('/start', async (c) => {
    const settings = deps.config.oidc;
    if (!settings) return fail(c, NOT_CONFIGURED);
    let config: client.Configuration;
    try {
      ({ config } = await provider(settings));
    } catch (err) {
      deps.logger.error('[oidc] discovery failed', err);
      return fail(c, (err as Error).message);
    }
    const flow: Flow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    // Lax: the cookie must come back on the provider's top-level redirect to the callback.
    await setSignedCookie(c, COOKIE, JSON.stringify(flow), cookieKey(settings), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: publicUrl.startsWith('https:'),
      maxAge: FLOW_TTL_SECONDS,
    });
    return c.redirect(url.href, 302);
  });

  app.get('/callback', async (c) => {
    const settings = deps.config.oidc;
    if (!settings) return fail(c, NOT_CONFIGURED);
    const raw = await getSignedCookie(c, cookieKey(settings), COOKIE);
    deleteCookie(c, COOKIE, { path: COOKIE_PATH });
    const flow = parseFlow(raw);
    if (!flow) return fail(c, 'Your Google sign-in expired. Please try again.');
    try {
      const { config } = await provider(settings);
      // The URL the provider redirected to, as the browser saw it (the server may sit behind a proxy).
      const currentUrl = new URL(`${redirectUri}${new URL(c.req.url).search}`);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      let claims: OidcClaims = tokens.claims()!;
      // Providers that keep the e-mail out of the id_token hand it out at userinfo.
      if (claims.email === undefined) claims = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), sub: claims.sub };
      const { userId, isNew } = await findOrCreateOidcUser(deps, claims);
      const token = await createSession(deps, userId);
      return c.redirect(`${publicUrl}/oidc/complete#token=${encodeURIComponent(token)}&new=${isNew ? 1 : 0}`, 302);
    } catch (err) {
      return fail(c, callbackMessage(err, deps));
    }
  });

  return app;
}

function parseFlow(raw: string | false | undefined): Flow | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Flow>;
    return typeof v.state === 'string' && typeof v.nonce === 'string' && typeof v.verifier === 'string' ? (v as Flow) : null;
  } catch {
    return null;
  }
}

/** What the sign-in page shows for a failed callback; unexpected failures are logged. */
function callbackMessage(err: unknown, deps: Deps): string {
  if (err instanceof AppError || err instanceof OidcUnavailableError) return err.message;
  if (err instanceof client.AuthorizationResponseError && err.error === 'access_denied') return 'Google sign-in was cancelled.';
  deps.logger.error('[oidc] callback failed', err);
  return 'Google sign-in failed. Please try again.';
}
