/**
 * Plain checks and ids every document kind shares, free of zod so editors can import them
 * without loading the schemas. Colours and addresses are checked so a viewer can put them in a
 * style or an `src` without ever running a script from them.
 */

export const URL_MAX = 2048;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Digits, dots, commas, spaces, percent signs and the slash of `rgb(0 0 0 / 50%)`: nothing that could end the value.
const RGB = /^rgba?\([\d\s.,%/]{1,60}\)$/i;

export function isColour(value: string): boolean {
  return HEX.test(value) || RGB.test(value) || value === 'transparent';
}

/** The name of a stored upload (`/uploads/<key>`): random base64url characters and an extension. */
const UPLOAD_KEY = /^[A-Za-z0-9_-]{20,64}\.[a-z0-9]{1,5}$/;

export function isUploadKey(key: string): boolean {
  return UPLOAD_KEY.test(key);
}

/** `/uploads/<key>` (one of our uploads) or an absolute http(s) address. */
export function isSafeUrl(value: string): boolean {
  if (value.length > URL_MAX) return false;
  if (value.startsWith('/uploads/')) return isUploadKey(value.slice('/uploads/'.length));
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return !!new URL(value).hostname;
  } catch {
    return false;
  }
}

export const COLOUR_MESSAGE = 'must be a colour (#rgb, #rrggbb, rgb(...), rgba(...) or transparent)';
export const URL_MESSAGE = `must be /uploads/<key> or an http(s) address of at most ${URL_MAX} characters`;

/** Random ids: numbers below 100 million for steps, strings for layers and elements (authoring.md §9). */
const random = (): { getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T } =>
  (globalThis as unknown as { crypto: { getRandomValues<T extends Uint8Array | Uint32Array>(array: T): T } }).crypto;

export function newStepId(): number {
  const [n = 0] = random().getRandomValues(new Uint32Array(1));
  return 1 + (n % 99_999_999);
}

/** 12 random hex characters (48 bits). */
export function newLayerId(): string {
  return Array.from(random().getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');
}
