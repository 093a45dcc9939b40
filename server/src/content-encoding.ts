/**
 * Which of a file's precompressed copies to send, from the request's Accept-Encoding
 * (RFC 9110 §12.5.3). The client build writes `.br` and `.gz` beside each text asset
 * (client/build/precompress.ts), so the server never compresses on a request.
 */

export type Encoding = 'br' | 'gzip';

/** File suffix of each precompressed copy. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Ties go to brotli: it is ~15–20% smaller than gzip on our JavaScript. */
const SERVER_PREFERENCE: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to send, or null for the file as it is. The client's highest q-value wins;
 * `q=0` (also through `*;q=0`) refuses an encoding; an encoding neither listed nor covered by
 * `*` is not acceptable. Identity is always a fallback: we have nothing better to answer with
 * than the plain file, so `identity;q=0` is ignored rather than answered with 406.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = SERVER_PREFERENCE): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim().toLowerCase());
      if (key === 'q') q = qValue(value);
    }
    // x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of SERVER_PREFERENCE) {
    if (!available.includes(encoding) || weight(encoding) <= 0) continue;
    if (best === null || weight(encoding) > weight(best)) best = encoding;
  }
  return best;
}

/** A q-value is 0–1 with up to three decimals; anything malformed counts as 0 (not acceptable). */
function qValue(value: string | undefined): number {
  if (value === undefined || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
