/**
 * An LTI 1.3 launch (issue 26 §1), in two requests from the learner's browser:
 *
 * 1. Login initiation (`/lti/login`, OIDC third-party initiated login): the platform names
 *    itself (iss, client_id) and the target. We make a `state` and a `nonce`, keep them (the
 *    state hashed) for 10 minutes, tie the state to this browser, and send the browser to the
 *    platform's authorisation address.
 * 2. Launch (`/lti/launch`): the platform posts back the `id_token` and the `state`. We check
 *    the state (ours, unused, in time, from this browser), the token's signature by its `kid`
 *    against the platform's keys, `iss`, `aud`/`azp`, `exp`/`iat`, the single-use `nonce`, and
 *    then the LTI claims (launch-claims.ts). The state and nonce are spent in the same statement,
 *    so a replayed token finds them gone.
 *
 * Tying the state to the browser (so nobody can make a victim's browser complete their launch):
 * a cookie named after the state, `SameSite=None; Secure; Partitioned`, which browsers keep in an
 * LMS's frame even with third-party cookies blocked (CHIPS). Where the platform offers LTI
 * Platform Storage (`lti_storage_target`), the state is also put in its storage by postMessage,
 * and a launch without the cookie is completed by our page once it read it back (launch-pages.ts).
 *
 * The platform's user becomes a learner of the company, found by platform and `sub` (LtiUser),
 * never by the e-mail the platform sends, which nobody proved to us: the e-mail and name are
 * kept for staff to read, on a record of its own (`guestKey` `lti:{platform}:{sub}`), so it
 * never merges with the hub learner of the same address.
 */
import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { LTI_TOOL_PATHS } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import type { LtiLogin, LtiPlatform, Prisma } from '../../generated/prisma/client.js';
import { type LtiLaunch, launchClaims } from './launch-claims.js';
import { platformKeyLookup } from './platform-keys.js';
import { LtiRefusal } from './refusal.js';

export const LOGIN_MINUTES = 10;
/** Cookies tying a login's state to the browser: this prefix and the first 16 characters of the state. */
export const STATE_COOKIE_PREFIX = 'lti_state_';
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];

export type LoginParams = {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  client_id?: string;
  lti_message_hint?: string;
  lti_deployment_id?: string;
  lti_storage_target?: string;
};

export type LoginStart = {
  /** The platform's authorisation address with the OIDC request in its query. */
  redirect: string;
  state: string;
  nonce: string;
  stateCookie: { name: string; value: string };
  storageTarget: string | null;
  platformOrigin: string;
};

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
export const stateCookieName = (state: string) => `${STATE_COOKIE_PREFIX}${state.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 16)}`;

async function platformFor(deps: Deps, issuer: string, clientId: string | undefined): Promise<LtiPlatform> {
  const rows = await deps.prisma.ltiPlatform.findMany({ where: { issuer, ...(clientId ? { clientId } : {}) }, take: 2 });
  // Without a client id the issuer must name one registration.
  if (rows.length !== 1) throw new LtiRefusal('unknownPlatform', 404);
  return rows[0]!;
}

export async function startLogin(deps: Deps, params: LoginParams): Promise<LoginStart> {
  const iss = params.iss?.trim();
  const target = params.target_link_uri?.trim();
  if (!iss || !params.login_hint || !target) throw new LtiRefusal('notAToken', 400);
  const platform = await platformFor(deps, iss, params.client_id?.trim() || undefined);
  if (!isOurs(target, deps.config.publicUrl)) throw new LtiRefusal('targetLink', 400);
  if (params.lti_deployment_id && !platform.deploymentIds.includes(params.lti_deployment_id)) throw new LtiRefusal('deployment', 403);
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const storageTarget = params.lti_storage_target?.trim().slice(0, 100) || null;
  await deps.prisma.ltiLogin.create({
    data: {
      stateHash: hashState(state),
      nonce,
      platformId: platform.id,
      targetLinkUri: target.slice(0, 2000),
      storageTarget,
      expiresAt: new Date(Date.now() + LOGIN_MINUTES * 60_000),
    },
  });
  const auth = new URL(platform.authLoginUrl);
  const query = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: `${deps.config.publicUrl}${LTI_TOOL_PATHS.launch}`,
    login_hint: params.login_hint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
  };
  for (const [k, v] of Object.entries(query)) auth.searchParams.set(k, v);
  return {
    redirect: auth.toString(),
    state,
    nonce,
    stateCookie: { name: stateCookieName(state), value: state },
    storageTarget,
    platformOrigin: new URL(platform.authLoginUrl).origin,
  };
}

function isOurs(url: string, publicUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** The login a state names, unspent and in time; the refusal names which it is not. */
export async function loginOfState(deps: Deps, state: string | undefined): Promise<LtiLogin & { platform: LtiPlatform }> {
  if (!state) throw new LtiRefusal('noState', 400);
  const login = await deps.prisma.ltiLogin.findUnique({ where: { stateHash: hashState(state) }, include: { platform: true } });
  if (!login || login.usedAt) throw new LtiRefusal('stateUnknown', 403);
  if (login.expiresAt.getTime() < Date.now()) throw new LtiRefusal('stateExpired', 403);
  return login;
}

/** Verifies the id_token against the login's platform, spends the state and nonce, checks the LTI claims. */
export async function verifyLaunch(deps: Deps, login: LtiLogin & { platform: LtiPlatform }, idToken: string | undefined): Promise<LtiLaunch> {
  const platform = login.platform;
  if (!idToken || idToken.split('.').length !== 3) throw new LtiRefusal('notAToken', 400);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, platformKeyLookup(deps, platform), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'nonce'],
      clockTolerance: 60,
      maxTokenAge: '1h',
    }));
  } catch (err) {
    throw refusalOf(err);
  }
  if (payload.nonce !== login.nonce) throw new LtiRefusal('nonce', 401);
  // With several audiences the platform must say which party it is for (OIDC Core §3.1.3.7).
  const aud = payload.aud;
  if ((Array.isArray(aud) && aud.length > 1 && payload.azp === undefined) || (payload.azp !== undefined && payload.azp !== platform.clientId))
    throw new LtiRefusal('wrongAudience', 401);

  const spent = await deps.prisma.ltiLogin.updateMany({
    where: { stateHash: login.stateHash, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw new LtiRefusal('nonce', 401);
  return launchClaims(payload, platform.deploymentIds, deps.config.publicUrl);
}

function refusalOf(err: unknown): unknown {
  if (err instanceof LtiRefusal) return err;
  if (err instanceof errors.JWTExpired) return new LtiRefusal('expired', 401);
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'iss') return new LtiRefusal('wrongIssuer', 401);
    if (err.claim === 'aud') return new LtiRefusal('wrongAudience', 401);
    if (err.claim === 'nonce') return new LtiRefusal('nonce', 401);
    return new LtiRefusal('expired', 401); // exp, iat, nbf
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) return new LtiRefusal('badSignature', 401);
  if (err instanceof errors.JOSEAlgNotAllowed || err instanceof errors.JOSENotSupported) return new LtiRefusal('badSignature', 401);
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return new LtiRefusal('notAToken', 400);
  return err;
}

/**
 * Keeps a verified launch for one more step in the browser (the picker, or the check of the
 * state in the platform's storage); the step brings back the ticket, which works once.
 */
export async function holdLaunch(deps: Deps, stateHash: string, launch: LtiLaunch): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await deps.prisma.ltiLogin.update({
    where: { stateHash },
    data: { pendingLaunch: launch as unknown as Prisma.InputJsonObject, ticketHash: hashState(ticket), completedAt: null },
  });
  return ticket;
}

/** The held launch of that state and ticket, taken (a second use finds nothing). */
export async function takeLaunch(
  deps: Deps,
  state: string | undefined,
  ticket: string | undefined,
): Promise<{ launch: LtiLaunch; platform: LtiPlatform; stateHash: string }> {
  if (!state || !ticket) throw new LtiRefusal('noState', 400);
  const stateHash = hashState(state);
  const taken = await deps.prisma.ltiLogin.updateMany({
    where: { stateHash, ticketHash: hashState(ticket), completedAt: null, createdAt: { gt: new Date(Date.now() - 2 * LOGIN_MINUTES * 60_000) } },
    data: { completedAt: new Date() },
  });
  if (taken.count !== 1) throw new LtiRefusal('stateUnknown', 403);
  const login = await deps.prisma.ltiLogin.findUniqueOrThrow({ where: { stateHash }, include: { platform: true } });
  return { launch: login.pendingLaunch as unknown as LtiLaunch, platform: login.platform, stateHash };
}
