/**
 * The built client (client/dist) with SPA fallback: unknown paths get index.html so the
 * client router can take them. Hashed assets are cached for a year. Text files are sent as the
 * brotli or gzip copy the build wrote beside them (client/build/precompress.ts), as the
 * request's Accept-Encoding allows.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { ENCODING_SUFFIX, type Encoding, pickEncoding } from './content-encoding.js';
import { pageHeaders } from './page-headers.js';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files whose answer depends on Accept-Encoding (the build may have compressed them). */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.ico', '.json', '.txt', '.ttf']);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files in dist that are not for the public: source maps (hidden maps, for reading production
 * stack traces, never served), the build's own reports under dotted folders (.vite/), and the
 * compressed copies by their own names (they are served in place of the original).
 */
function isPrivate(requested: string): boolean {
  return /\.(map|br|gz)$/.test(requested) || requested.split('/').some((segment) => segment.startsWith('.'));
}

type Variant = { bytes: Uint8Array<ArrayBuffer>; encoding: Encoding | null };
type Reader = (file: string) => Promise<Uint8Array<ArrayBuffer> | null>;

const readFromDisk: Reader = (file) =>
  readFile(file).then(
    (bytes) => new Uint8Array(bytes),
    () => null,
  );

/** The file's best copy for this request: its .br or .gz when acceptable and present, else the file. */
async function readVariant(file: string, acceptEncoding: string | undefined, compressible: boolean, read: Reader): Promise<Variant | null> {
  let available: Encoding[] = compressible ? ['br', 'gzip'] : [];
  for (let encoding = pickEncoding(acceptEncoding, available); encoding; encoding = pickEncoding(acceptEncoding, available)) {
    const bytes = await read(file + ENCODING_SUFFIX[encoding]);
    if (bytes) return { bytes, encoding };
    available = available.filter((e) => e !== encoding);
  }
  const bytes = await read(file);
  return bytes ? { bytes, encoding: null } : null;
}

function respond(c: Context, variant: Variant, headers: Record<string, string>, compressible: boolean): Response {
  const all: Record<string, string> = { ...headers, 'Content-Length': String(variant.bytes.byteLength), 'X-Content-Type-Options': 'nosniff' };
  if (variant.encoding) all['Content-Encoding'] = variant.encoding;
  if (compressible) all.Vary = 'Accept-Encoding';
  return new Response(c.req.method === 'HEAD' ? null : variant.bytes, { status: 200, headers: all });
}

/**
 * The request's path, percent-decoded once, with `.` and `..` resolved inside the root; null
 * when it cannot name a file (malformed percent-encoding, a NUL byte).
 */
function requestedPath(url: string): string | null {
  let decoded: string;
  try {
    // The URL parser already resolved literal and %2e dot segments; %2F decodes to a slash here.
    decoded = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // A leading slash keeps normalize from climbing above the root.
  return path.posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
}

/** `packageOrigin`: where SCORM packages play (config.packageOrigin, read per page: it is known once that server listens); pages may frame it. */
export function serveClient(distDir: string, packageOrigin: () => string | null = () => null) {
  const root = path.resolve(distDir);
  // index.html and its compressed copies are read once: every page address answers with them.
  const indexFiles = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  const readIndexFile: Reader = (file) => {
    if (!indexFiles.has(file)) indexFiles.set(file, readFromDisk(file));
    return indexFiles.get(file)!;
  };

  return async (c: Context) => {
    const requested = requestedPath(c.req.url);
    if (requested === null) return c.text('Bad request: the address is not a valid path.', 400);
    const acceptEncoding = c.req.header('accept-encoding');
    const isAsset = requested.startsWith('/assets/');

    const ext = path.extname(requested);
    // A file we do not publish is answered as if it did not exist.
    if (ext && !isPrivate(requested)) {
      const file = path.join(root, requested);
      const compressible = COMPRESSIBLE.has(ext);
      const variant = file.startsWith(root + path.sep) ? await readVariant(file, acceptEncoding, compressible, readFromDisk) : null;
      if (variant) {
        const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream', 'Cache-Control': isAsset ? IMMUTABLE : 'no-cache' };
        return respond(c, variant, headers, compressible);
      }
    }
    if (ext && isAsset) return c.text('Not found', 404);

    const index = await readVariant(path.join(root, 'index.html'), acceptEncoding, true, readIndexFile);
    if (!index) return c.text('The client is not built yet: run `npm run build`.', 503);
    const headers = { 'Content-Type': types['.html']!, 'Cache-Control': 'no-cache', ...pageHeaders(requested, c.req.header('host'), packageOrigin()) };
    return respond(c, index, headers, true);
  };
}
