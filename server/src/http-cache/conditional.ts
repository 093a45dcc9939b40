/**
 * JSON answers with an ETag, a 304 for a matching If-None-Match (RFC 9110 §13.1.2), and the
 * Cache-Control of who may keep them:
 * - `shared`: the same for every caller without credentials (the public hub). A CDN or Varnish
 *   keeps it for HUB_CACHE_SECONDS (`s-maxage`) and is purged when the hub changes
 *   (hub-cache.ts); browsers revalidate every time (`max-age=0`), which the proxy answers.
 * - `private`: an answer for this caller (a learner's private materials, staff previews). Only
 *   the caller's browser may keep it, and it revalidates: the ETag still saves the transfer.
 * `Vary: Authorization, Cookie` keeps a shared answer from being served to a signed-in caller by
 * a cache that does not know our rule (the VCL strips every cookie but the learner's, so
 * anonymous requests still share one copy); `Accept-Encoding` because answers are compressed.
 *
 * The ETag is a hash of the JSON: correct whatever changed (a rename, a new revision, a logo),
 * with no version column to keep in step. Compressed answers get it as a weak ETag (compress.ts).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { hubSurrogateKey } from './hub-cache.js';

export type CachePolicy = { scope: 'shared'; companyId: string; seconds: number } | { scope: 'private' };

export const VARY = 'Accept-Encoding, Authorization, Cookie';

export function cacheControlOf(policy: CachePolicy): string {
  return policy.scope === 'shared' ? `public, max-age=0, s-maxage=${policy.seconds}, must-revalidate` : 'private, no-cache';
}

export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as GET allows; `*` matches any). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

export function cachedJson(c: Context, body: unknown, policy: CachePolicy): Response {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControlOf(policy), Vary: VARY };
  if (policy.scope === 'shared') headers['Surrogate-Key'] = hubSurrogateKey(policy.companyId);
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json' });
}
