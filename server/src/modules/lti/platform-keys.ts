/**
 * A platform's public keys, to check the signature of its id_tokens: its key set (JWKS) as last
 * fetched is kept on the registration (shared by every process); a token signed by a key the set
 * does not list makes one refetch (platforms rotate keys), at most one every REFETCH_SECONDS per
 * platform, so a stream of made-up `kid`s cannot make us fetch on every request.
 */
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWSHeaderParameters } from 'jose';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { guardedRequest } from '../../lib/guarded-http.js';
import { LtiRefusal } from './refusal.js';
import { PRIVATE_PLATFORM } from './platforms.service.js';

const REFETCH_SECONDS = 10;
const FETCH_TIMEOUT_MS = 10_000;

function isKeySet(value: unknown): value is JSONWebKeySet {
  return typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys);
}

async function fetchKeySet(deps: Deps, platform: LtiPlatform): Promise<JSONWebKeySet> {
  const answer = await guardedRequest(platform.jwksUrl, {
    method: 'GET',
    headers: { accept: 'application/json' },
    allowPrivate: deps.config.LTI_ALLOW_PRIVATE_PLATFORMS,
    timeoutMs: FETCH_TIMEOUT_MS,
    refusal: PRIVATE_PLATFORM,
  });
  let parsed: unknown = null;
  try {
    parsed = answer.status === 200 && !answer.truncated ? JSON.parse(answer.text) : null;
  } catch {
    // reported below
  }
  if (!isKeySet(parsed)) {
    deps.logger.info(`LTI platform ${platform.id}: its key set at ${platform.jwksUrl} could not be read (${answer.error ?? `HTTP ${answer.status}`})`);
    throw new LtiRefusal('keysUnavailable', 503);
  }
  await deps.prisma.ltiPlatform.update({ where: { id: platform.id }, data: { jwks: parsed as object, jwksFetchedAt: new Date() } });
  return parsed;
}

/** The key the token's header names (`kid`), as jose's key lookup; refusals name the reason. */
export function platformKeyLookup(deps: Deps, platform: LtiPlatform) {
  return async (header: JWSHeaderParameters) => {
    if (!header.kid) throw new LtiRefusal('noKid', 401);
    const tryIn = async (set: JSONWebKeySet) => createLocalJWKSet(set)(header);
    const cached = isKeySet(platform.jwks) ? platform.jwks : null;
    if (cached) {
      try {
        return await tryIn(cached);
      } catch (err) {
        if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
        const fetchedAt = platform.jwksFetchedAt?.getTime() ?? 0;
        if (Date.now() - fetchedAt < REFETCH_SECONDS * 1000) throw new LtiRefusal('unknownKid', 401);
      }
    }
    try {
      return await tryIn(await fetchKeySet(deps, platform));
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) throw new LtiRefusal('unknownKid', 401);
      throw err;
    }
  };
}
