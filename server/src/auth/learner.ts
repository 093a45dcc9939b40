/**
 * Learners: the second kind of caller (audience.md §1). A learner belongs to one company and
 * signs in by magic link; their sessions live in LearnerSession, apart from staff sessions, so a
 * learner's token never finds a staff session and a staff token never finds a learner's.
 *
 * The token comes as `Authorization: Bearer` (integrators, the REST contract) or in the
 * `aud_token` cookie (the hub in the browser). The cookie is HttpOnly and SameSite=Lax (Secure
 * behind HTTPS): other sites' pages cannot send it with a write. As a second wall, a write
 * authenticated by the cookie must come from our own origin (`cookieMayAuthenticate`).
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import { UnauthenticatedError } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';

/** `verified`: signed in by a magic link or its code; a guest who only typed an e-mail is not. */
export type LearnerActor = { learnerId: string; companyId: string; sessionId: string; verified: boolean };

export const LEARNER_COOKIE = 'aud_token';
/** How long a learner stays signed in on a device. */
export const LEARNER_SESSION_DAYS = 30;

/** The learner session for a token, or null (unknown, revoked, expired, or a staff token). */
export async function resolveLearner(prisma: PrismaClient, token: string | null): Promise<LearnerActor | null> {
  if (!token || token.length > 200) return null;
  const session = await prisma.learnerSession.findFirst({
    where: { tokenHash: hashToken(token), revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, learnerId: true, companyId: true, verified: true },
  });
  return session ? { learnerId: session.learnerId, companyId: session.companyId, sessionId: session.id, verified: session.verified } : null;
}

export function requireLearner(learner: LearnerActor | null): LearnerActor {
  if (!learner) throw new UnauthenticatedError('Sign in as a learner first.');
  return learner;
}

/**
 * The `aud_token` cookie's value, if the request carries exactly one. Two mean someone else set
 * one too: a page on another port of this host (cookies ignore ports) may set `aud_token` for a
 * longer path, which browsers send first. Taking either could sign the learner in as the other
 * one's session, so neither is taken: the learner signs in again.
 */
export function learnerCookie(cookieHeader: string | null | undefined): string | null {
  let found: string | null = null;
  let count = 0;
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LEARNER_COOKIE) continue;
    count++;
    try {
      found = decodeURIComponent(rest.join('=')) || null;
    } catch {
      found = null;
    }
  }
  return count === 1 ? found : null;
}

/**
 * May the cookie authenticate this request? Reads (GET, HEAD) always; anything else only when
 * the browser says it comes from one of our own origins. A request with no Origin is not a
 * browser's cross-site write (browsers send Origin on every cross-origin and same-origin POST),
 * but a cookie-less API client sends a Bearer token anyway, so refusing it costs nothing.
 */
export function cookieMayAuthenticate(method: string, origin: string | null | undefined, ownOrigins: readonly string[]): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  return !!origin && ownOrigins.includes(origin);
}

/** Set-Cookie for a new learner session (or its removal with `token` null). */
export function learnerCookieHeader(token: string | null, secure: boolean): string {
  const attrs = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  if (token === null) return [`${LEARNER_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
  return [`${LEARNER_COOKIE}=${token}`, `Max-Age=${LEARNER_SESSION_DAYS * 86_400}`, ...attrs].join('; ');
}
