/**
 * The API token format, after GitHub's: `lh_` + 30 random base62 characters + 6 base62
 * characters of the random part's CRC32. The prefix lets a secret scanner (and a person) tell
 * what the string is; the checksum lets it tell a real token from a look-alike offline, and lets
 * the server refuse a mistyped one without a database lookup; base62 keeps the whole token one
 * "word", so a double click selects all of it. 30 base62 characters are 178 bits of randomness.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_TOKEN_PREFIX = 'lh_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const SHAPE = /^lh_[0-9A-Za-z]{36}$/;

/** `n` uniformly random base62 characters (bytes 248–255 are dropped: 248 = 4 × 62, no bias). */
function randomBase62(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const byte of randomBytes(n * 2)) {
      if (byte < 248 && out.length < n) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** A 32-bit number as exactly 6 base62 characters (62^6 > 2^32), most significant first. */
function base62Fixed(value: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = ALPHABET[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

function checksum(random: string): string {
  return base62Fixed(crc32(random));
}

export function newApiToken(): string {
  const random = randomBase62(RANDOM_LENGTH);
  return `${API_TOKEN_PREFIX}${random}${checksum(random)}`;
}

/** Whether the text has a token's shape and its checksum holds (no database needed). */
export function isWellFormedApiToken(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const random = text.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + RANDOM_LENGTH);
  return text.slice(-CHECKSUM_LENGTH) === checksum(random);
}

/** Whether a bearer credential claims to be an API token (it may still be malformed). */
export function looksLikeApiToken(text: string): boolean {
  return text.startsWith(API_TOKEN_PREFIX);
}
