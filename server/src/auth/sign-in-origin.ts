/**
 * Login CSRF: another site must not sign a visitor's browser in to an account of its choosing
 * (its own learner, whose activity the victim would then record). Every request that starts a
 * learner session with the `aud_token` cookie (a link's Continue, a code, guest access) passes
 * here: a browser request from another site is refused, by Fetch Metadata (`Sec-Fetch-Site`,
 * sent by every current browser) and, for older ones, by `Origin`; and a POST must be JSON, which
 * a page of another site cannot send without a CORS preflight (a `text/plain` or form body can).
 * API clients send neither header and are unaffected; they use the token in the answer anyway.
 */
import { ForbiddenError, UnsupportedMediaTypeError } from '../lib/errors.js';

export const CROSS_SITE_SIGN_IN = "Sign-in is accepted only from this site's own pages.";
export const SIGN_IN_NEEDS_JSON = 'Send the sign-in as JSON (Content-Type: application/json).';

type Headers = { get(name: string): string | null };

/** What a sign-in needs to know of its request; null over WebSocket (no cookie is set there). */
export type SignInRequest = { crossSite: boolean; json: boolean; method: string };

/** Did a browser send this request from a page of another site? */
export function isCrossSite(headers: Headers, ownOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headers.get('origin');
  // "null": a sandboxed frame, a data: or file: page — never one of ours.
  return origin !== null && !ownOrigins.includes(origin);
}

export function signInRequest(method: string, headers: Headers, ownOrigins: readonly string[]): SignInRequest {
  const type = (headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return { crossSite: isCrossSite(headers, ownOrigins), json: type === 'application/json', method };
}

/** Throws unless this request may start a learner session with a cookie. */
export function assertSignInRequest(req: SignInRequest | null): void {
  if (!req) return;
  if (req.crossSite) throw new ForbiddenError(CROSS_SITE_SIGN_IN);
  if (req.method !== 'GET' && !req.json) throw new UnsupportedMediaTypeError(SIGN_IN_NEEDS_JSON);
}
