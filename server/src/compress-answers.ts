/**
 * API answers (GraphQL and REST JSON) of 1 KB or more compressed by the request's
 * Accept-Encoding: brotli or gzip (content-encoding.ts picks, as for the client's files).
 *
 * Brotli at quality 4, not the default 11: a dynamic answer is compressed once per request, and
 * 4 is about as fast as gzip's default while still smaller; 11 would cost more time than the
 * transfer it saves on a fast link. Smaller answers go as they are: the headers and the work
 * would outweigh the bytes saved. Streams (subscriptions over SSE, incremental delivery) and
 * files are never touched: only complete JSON bodies are.
 *
 * A compressed answer's ETag becomes weak (`W/"…"`): the bytes differ from the identity
 * answer's, but it means the same, and If-None-Match compares weakly (http-cache/conditional.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { pickEncoding } from './content-encoding.js';

export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const JSON_TYPE = /^application\/(json|graphql-response\+json)\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function withVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

export function compressAnswers() {
  return async (c: Context, next: () => Promise<void>) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const headers = new Headers(res.headers);
    withVary(headers);
    // Nothing to compress (no encoding wanted, or a length already known to be small): the body
    // streams on untouched, only Vary is added.
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (!encoding || length < COMPRESS_MIN_BYTES) return replace(c, res, res.body, headers);
    const raw = Buffer.from(await res.arrayBuffer());
    let body: Buffer = raw;
    if (raw.length >= COMPRESS_MIN_BYTES) {
      body =
        encoding === 'br'
          ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : await gzipAsync(raw);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(body.length));
    replace(c, res, new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), headers);
  };
}

function replace(c: Context, res: Response, body: BodyInit | null, headers: Headers) {
  // Unset first: Hono's setter would copy the old answer's headers (its length, its ETag) over these.
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
}
