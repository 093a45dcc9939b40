/**
 * Calling a platform's services (AGS, NRPS) as our tool: an OAuth 2 access token by the client
 * credentials grant with a JWT client assertion signed by our key (LTI Security Framework §4.1,
 * RFC 7523), kept per platform and scope set until shortly before it expires (per process: a
 * second process asks for its own, which platforms allow), then the service request itself,
 * through the same guard against private addresses as every fetch of a company-given address.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { type GuardedAnswer, guardedRequest } from '../../lib/guarded-http.js';
import { PRIVATE_PLATFORM } from './platforms.service.js';
import { signingKey, TOOL_KEY_ALG } from './tool-keys.js';

export const SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

const TIMEOUT_MS = 15_000;
const tokens = new Map<string, { token: string; until: number }>();

/** A platform service refused or failed: the job retries (or gives up with this reason). */
export class PlatformServiceError extends Error {}

async function accessToken(deps: Deps, platform: LtiPlatform, scopes: readonly string[]): Promise<string> {
  const key = `${platform.id} ${[...scopes].sort().join(' ')}`;
  const cached = tokens.get(key);
  if (cached && cached.until > Date.now()) return cached.token;
  const signing = await signingKey(deps);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: signing.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.authTokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(signing.key);
  const answer = await guardedRequest(platform.authTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }).toString(),
    allowPrivate: deps.config.LTI_ALLOW_PRIVATE_PLATFORMS,
    timeoutMs: TIMEOUT_MS,
    refusal: PRIVATE_PLATFORM,
  });
  let body: { access_token?: unknown; expires_in?: unknown } = {};
  try {
    body = JSON.parse(answer.text);
  } catch {
    // reported below
  }
  if (answer.status !== 200 || typeof body.access_token !== 'string')
    throw new PlatformServiceError(`The platform's token service refused: ${answer.error ?? `HTTP ${answer.status} ${answer.excerpt.slice(0, 200)}`}`);
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
  tokens.set(key, { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

/** One request to a platform service with a token for `scopes`; a 401 drops the cached token and tries once more. */
export async function callPlatform(
  deps: Deps,
  platform: LtiPlatform,
  scopes: readonly string[],
  request: { method: 'GET' | 'POST'; url: string; contentType?: string; accept: string; body?: unknown },
): Promise<GuardedAnswer> {
  for (let attempt = 0; ; attempt++) {
    const token = await accessToken(deps, platform, scopes);
    const answer = await guardedRequest(request.url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: request.accept,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      allowPrivate: deps.config.LTI_ALLOW_PRIVATE_PLATFORMS,
      timeoutMs: TIMEOUT_MS,
      refusal: PRIVATE_PLATFORM,
    });
    if (answer.status === 401 && attempt === 0) {
      tokens.delete(`${platform.id} ${[...scopes].sort().join(' ')}`);
      continue;
    }
    return answer;
  }
}
