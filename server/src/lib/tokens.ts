import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret token (256 bits). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token: what the database keeps. A fast hash is right here: tokens are random, not guessable passwords. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
