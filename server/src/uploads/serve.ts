/**
 * Serves stored files at `/uploads/<key>`, streamed from the store (disk or bucket). Keys are
 * random and written once, so the address is the capability (like a signed URL) and its bytes
 * never change: answers may be kept by browsers and shared caches for a year (`immutable`), and
 * the key itself is the ETag. Learners' answer files are the exception: staff download them by a
 * signed, short-lived address (modules/audience/learner-file-links.ts), never by their key.
 * Headers stop browsers from sniffing a different type or rendering anything inline but images.
 */
import type { Context } from 'hono';
import type { Deps } from '../deps.js';
import { contentTypeOfKey, isStorageKey } from './storage.js';

export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';

export function serveUploads(deps: Deps) {
  return async (c: Context) => {
    const key = c.req.param('key') ?? '';
    if (!isStorageKey(key)) return c.json({ error: 'Not found.' }, 404);
    const upload = await deps.prisma.upload.findUnique({ where: { key }, select: { purpose: true } });
    if (upload?.purpose === 'learner_file') return c.json({ error: 'Not found.' }, 404);
    const etag = `"${key}"`;
    const type = contentTypeOfKey(key);
    const inline = type.startsWith('image/');
    const headers = {
      'Content-Type': type,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${key}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cache-Control': PUBLIC_FILE_CACHE,
      ETag: etag,
    };
    if ((c.req.header('if-none-match') ?? '').split(',').some((tag) => tag.trim() === etag)) {
      // Still there? A removed file must not be confirmed by a 304.
      if (await deps.storage.has(key)) return new Response(null, { status: 304, headers });
      return c.json({ error: 'Not found.' }, 404);
    }
    // HEAD asks the store for the size only: an opened stream nobody reads would hold a file
    // handle (or a bucket connection) and its first chunk for good.
    if (c.req.raw.method === 'HEAD') {
      const found = await deps.storage.has(key);
      return found ? new Response(null, { headers: { ...headers, 'Content-Length': String(found.size) } }) : c.json({ error: 'Not found.' }, 404);
    }
    const file = await deps.storage.open(key);
    if (!file) return c.json({ error: 'Not found.' }, 404);
    return new Response(file.body, { headers: { ...headers, 'Content-Length': String(file.size) } });
  };
}
