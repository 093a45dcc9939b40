/**
 * The tool's browser-facing addresses (issue 26 §1), mounted at /lti: the key set, the OIDC
 * login initiation, the launch, its completion after a platform-storage check, and the
 * deep-linking picker's answer. A refusal is a page that names its reason, with the status it
 * deserves (400 malformed, 401/403 not trusted, 404 unknown, 503 the platform's keys unreachable).
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Deps } from '../../deps.js';
import { LEARNER_COOKIE, LEARNER_SESSION_DAYS, learnerCookieHeader } from '../../auth/learner.js';
import { landingOf } from './launch-landing.js';
import { type LoginParams, holdLaunch, loginOfState, startLogin, stateCookieName, takeLaunch, verifyLaunch } from './launch.service.js';
import type { LtiLaunch } from './launch-claims.js';
import { autoPostPage, checkStatePage, type Page, pickerPage, refusalPage, registeredPage, storeStatePage } from './launch-pages.js';
import { RegistrationRefused, registerDynamically } from './dynamic-registration.js';
import { deepLinkingResponse, pickable } from './deep-linking.service.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { LtiRefusal } from './refusal.js';
import { publicKeySet } from './tool-keys.js';

const COMPLETE_PATH = '/lti/launch/complete';
const DEEP_LINK_PATH = '/lti/deep-link';

function send(c: Context, p: Page, extraHeaders: Record<string, string> = {}) {
  return c.body(p.html, p.status as 200, { ...p.headers, ...extraHeaders });
}

async function params(c: Context): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) out[k] = v;
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
    }
  }
  return out;
}

/**
 * Cookies made inside an LMS's frame: SameSite=None (the platform posts to us cross-site) and
 * Partitioned, which browsers keep even with third-party cookies blocked (CHIPS). Secure, as
 * both need; browsers accept Secure cookies from http://localhost too.
 */
function framedCookie(name: string, value: string, maxAgeSeconds: number, path: string): string {
  return [`${name}=${value}`, `Max-Age=${maxAgeSeconds}`, `Path=${path}`, 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned'].join('; ');
}

export function ltiBrowserRoutes(deps: Deps) {
  const app = new Hono();
  const refuse = (c: Context, err: unknown) => {
    if (err instanceof LtiRefusal) return send(c, refusalPage(err.status, err.message));
    throw err;
  };

  // LTI Dynamic Registration: opened by the platform with openid_configuration and registration_token.
  app.get('/register', async (c) => {
    try {
      const { platformName } = await registerDynamically(deps, await params(c));
      return send(c, registeredPage(platformName));
    } catch (err) {
      if (err instanceof RegistrationRefused) return send(c, refusalPage(400, err.message));
      throw err;
    }
  });

  app.get('/jwks', async (c) => c.json(await publicKeySet(deps), 200, { 'Cache-Control': 'public, max-age=300' }));

  const login = async (c: Context) => {
    try {
      const start = await startLogin(deps, (await params(c)) as LoginParams);
      const cookie = framedCookie(start.stateCookie.name, start.stateCookie.value, 600, '/lti/');
      if (start.storageTarget)
        return send(
          c,
          storeStatePage({
            target: start.storageTarget,
            origin: start.platformOrigin,
            key: start.stateCookie.name,
            value: start.state,
            redirect: start.redirect,
          }),
          { 'Set-Cookie': cookie },
        );
      return c.body(null, 302, { Location: start.redirect, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' });
    } catch (err) {
      return refuse(c, err);
    }
  };
  app.get('/login', login);
  app.post('/login', login);

  app.post('/launch', async (c) => {
    try {
      const p = await params(c);
      const loginRow = await loginOfState(deps, p.state);
      const bound = p.state !== undefined && getCookie(c, stateCookieName(p.state)) === p.state;
      if (!bound && !loginRow.storageTarget) throw new LtiRefusal('stateNotThisBrowser', 403);
      const launch = await verifyLaunch(deps, loginRow, p.id_token);
      if (!bound) {
        // The platform's storage holds the state if this browser started the login: our page reads it back.
        const ticket = await holdLaunch(deps, loginRow.stateHash, launch);
        return send(
          c,
          checkStatePage({
            target: loginRow.storageTarget!,
            origin: new URL(loginRow.platform.authLoginUrl).origin,
            key: stateCookieName(p.state!),
            state: p.state!,
            ticket,
            action: `${deps.config.publicUrl}${COMPLETE_PATH}`,
          }),
        );
      }
      return await proceed(c, loginRow.stateHash, loginRow.platform, launch, p.state!);
    } catch (err) {
      return refuse(c, err);
    }
  });

  app.post('/launch/complete', async (c) => {
    try {
      const p = await params(c);
      const { launch, platform, stateHash } = await takeLaunch(deps, p.state, p.ticket);
      return await proceed(c, stateHash, platform, launch, p.state!);
    } catch (err) {
      return refuse(c, err);
    }
  });

  app.post('/deep-link', async (c) => {
    try {
      const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
      const one = (v: unknown) => (typeof v === 'string' ? v : undefined);
      const { launch, platform } = await takeLaunch(deps, one(body.state), one(body.ticket));
      if (launch.messageType !== 'LtiDeepLinkingRequest' || !launch.deepLinking) throw new LtiRefusal('messageType', 400);
      const picked = ([] as unknown[]).concat(body.material ?? []).filter((v): v is string => typeof v === 'string');
      const jwt = await deepLinkingResponse(deps, platform, launch, picked);
      return send(c, autoPostPage(launch.deepLinking.returnUrl, { JWT: jwt }, 'Returning to your course…'));
    } catch (err) {
      return refuse(c, err);
    }
  });

  /** A verified launch goes on: a deep-linking request to the picker (instructors only), a resource link to its material. */
  async function proceed(c: Context, stateHash: string, platform: LtiPlatform, launch: LtiLaunch, state: string) {
    if (launch.messageType === 'LtiDeepLinkingRequest') {
      if (!launch.instructor) throw new LtiRefusal('roles', 403);
      // Held for the picker's answer, which brings its ticket back.
      const ticket = await holdLaunch(deps, stateHash, launch);
      const company = await deps.prisma.company.findUniqueOrThrow({ where: { id: platform.companyId }, select: { name: true } });
      return send(
        c,
        pickerPage({
          items: await pickable(deps, platform.companyId),
          multiple: launch.deepLinking?.acceptMultiple !== false,
          ticket,
          state,
          action: `${deps.config.publicUrl}${DEEP_LINK_PATH}`,
          companyName: company.name,
        }),
      );
    }
    const landing = await landingOf(deps, platform, launch);
    const framed = c.req.header('sec-fetch-dest') === 'iframe';
    const headers: Record<string, string> = { Location: landing.path, 'Cache-Control': 'no-store' };
    if (landing.learnerToken) {
      const secure = deps.config.publicUrl.startsWith('https:');
      // In a frame the hub's own (SameSite=Lax) cookie is never sent: the session goes in a partitioned one.
      headers['Set-Cookie'] = framed
        ? framedCookie(LEARNER_COOKIE, landing.learnerToken, LEARNER_SESSION_DAYS * 86_400, '/')
        : learnerCookieHeader(landing.learnerToken, secure);
    }
    return c.body(null, 303, headers);
  }

  return app;
}
