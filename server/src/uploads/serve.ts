/**
 * Serves stored files. Keys are random, so the address is the capability (like a signed URL),
 * except learners' answer files, which only staff download (by a signed, short-lived address);
 * headers stop browsers from sniffing a different type or rendering anything inline but images.
 */
import type { Context } from 'hono';
import type { Deps } from '../deps.js';
import { isStorageKey } from './storage.js';

const types: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

export function serveUploads(deps: Deps) {
  return async (c: Context) => {
    const key = c.req.param('key') ?? '';
    if (!isStorageKey(key)) return c.json({ error: 'Not found.' }, 404);
    // Learners' answer files are private: staff download them by a signed address
    // (modules/audience/learner-file-links.ts), never by their key.
    const upload = await deps.prisma.upload.findUnique({ where: { key }, select: { purpose: true } });
    if (upload?.purpose === 'learner_file') return c.json({ error: 'Not found.' }, 404);
    const bytes = await deps.storage.get(key);
    if (!bytes) return c.json({ error: 'Not found.' }, 404);
    const ext = key.split('.').pop() ?? '';
    const type = types[ext] ?? 'application/octet-stream';
    const inline = type.startsWith('image/');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': type,
        'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${key}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
        'Cache-Control': 'private, max-age=31536000, immutable',
      },
    });
  };
}
