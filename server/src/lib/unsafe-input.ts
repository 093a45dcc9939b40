/**
 * Input no handler should ever see, checked once where requests come in (REST bodies, query
 * strings and form fields; GraphQL variables, inline strings and the JSON scalar), so every
 * field of every route is covered without each service remembering to:
 *
 * - NUL characters: PostgreSQL text and jsonb cannot store U+0000, so it would fail deep in a
 *   query (a 500) instead of being refused as bad input.
 * - Unpaired UTF-16 surrogates ("\ud800"): JSON.stringify writes them as escapes that jsonb refuses.
 * - JSON nested deeper than MAX_JSON_DEPTH: the recursive JSON.stringify, zod and Prisma walks
 *   overflow the stack a few thousand levels down; no document of ours is more than ~8 deep.
 * - Numbers that are not finite (JSON's 1e400 parses to Infinity).
 */

/** The deepest JSON value accepted anywhere (a walkthrough draft is about 6 levels deep). */
export const MAX_JSON_DEPTH = 64;

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (no unpaired surrogates).';
export const DEPTH_MESSAGE = `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep.`;
export const NUMBER_MESSAGE = 'Numbers must be finite.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnsafeInput = { message: string; path: string };

/** Why a string can't be stored, or null. */
export function unsafeText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

function isFileLike(value: object): value is { name: string } {
  return typeof (value as Blob).arrayBuffer === 'function' && typeof (value as { name?: unknown }).name === 'string';
}

type Found = { message: string; segments: (string | number)[] };

/** The walk: the path is only built, on the way back up, for the one thing found (saves cost ~1 ms on a 240 KB draft). */
function walk(value: unknown, depth: number): Found | null {
  if (typeof value === 'string') {
    const message = unsafeText(value);
    return message ? { message, segments: [] } : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : { message: NUMBER_MESSAGE, segments: [] };
  if (!value || typeof value !== 'object') return null;
  if (isFileLike(value)) {
    const message = unsafeText(value.name);
    return message ? { message: message.replace('Text', 'File names'), segments: [] } : null;
  }
  if (depth >= MAX_JSON_DEPTH) return { message: DEPTH_MESSAGE, segments: [] };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], depth + 1);
      if (found) {
        found.segments.push(i);
        return found;
      }
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyMessage = unsafeText(key);
    if (keyMessage) return { message: keyMessage.replace('Text', 'Keys'), segments: [] };
    const found = walk((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.segments.push(key);
      return found;
    }
  }
  return null;
}

/**
 * The first unsafe thing in `value` (strings, object keys, file names, numbers, nesting), with
 * its path under `root` (`input.steps[0].title`), or null. Stops descending past
 * MAX_JSON_DEPTH, so the walk itself is safe on any input.
 */
export function findUnsafeInput(value: unknown, root = ''): UnsafeInput | null {
  const found = walk(value, 0);
  if (!found) return null;
  const path = found.segments.reduceRight<string>(
    (label, segment) => (typeof segment === 'number' ? `${label}[${segment}]` : label ? `${label}.${segment}` : segment),
    root,
  );
  return { message: found.message, path };
}

/** "Text must not contain NUL characters (input.email)." */
export function describeUnsafeInput(found: UnsafeInput): string {
  return found.path ? `${found.message.replace(/\.$/, '')} (${found.path}).` : found.message;
}
