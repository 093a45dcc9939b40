/**
 * Download addresses that are their own pass (an <a download> link carries no Authorization
 * header): `expires` and an HMAC over what they open and until when, with SIGNING_SECRET. Used by
 * learners' files (audience/learner-file-links.ts) and exports for an LMS (exports/download-links.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type ExpiringCheck = 'ok' | 'expired' | 'invalid';

/** `subject` names what the address opens, e.g. `learner-file:{learner}:{file}`. */
export function expiringSignature(secret: string, subject: string, expires: number): string {
  return createHmac('sha256', secret).update(`${subject}:${expires}`).digest('base64url');
}

export function checkExpiringSignature(secret: string, subject: string, expires: unknown, signature: unknown, now = new Date()): ExpiringCheck {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || typeof signature !== 'string') return 'invalid';
  const want = Buffer.from(expiringSignature(secret, subject, at));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
  return at < now.getTime() ? 'expired' : 'ok';
}
