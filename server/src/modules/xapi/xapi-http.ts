/**
 * The LRS's HTTP rules that every resource shares (xAPI 1.0.3 Communication §1, §3):
 * - every request but `/about` names its version in `X-Experience-API-Version` (1.0.x), and every
 *   answer says `X-Experience-API-Version: 1.0.3`;
 * - the alternate request syntax (§1.3): a POST with `?method=PUT|GET|DELETE|POST` and a form body
 *   carrying the headers, the `content` and the other parameters, read here into an ordinary
 *   request so the resources see one shape;
 * - errors are `{ error }` with the status the specification names; CORS is open (credentials
 *   are tokens in a header, never cookies), so an AU on another origin can call it.
 */
import type { Context, MiddlewareHandler } from 'hono';

export const XAPI_VERSION = '1.0.3';
export const XAPI_VERSIONS = ['1.0.3', '1.0.2', '1.0.1', '1.0.0'];

export class XapiHttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** What the resources read of a request: the alternate syntax already turned into this. */
export type XapiRequest = {
  method: string;
  params: URLSearchParams;
  headers: Headers;
  body: Uint8Array;
};

const ALTERNATE_HEADERS = ['authorization', 'x-experience-api-version', 'content-type', 'content-length', 'if-match', 'if-none-match'];

/** The request as the resource sees it (§1.3: the alternate syntax's form becomes headers, body and parameters). */
export async function readXapiRequest(c: Context): Promise<XapiRequest> {
  const url = new URL(c.req.url);
  const body = new Uint8Array(await c.req.arrayBuffer());
  const method = url.searchParams.get('method');
  if (c.req.method !== 'POST' || method === null) {
    if (method !== null) throw new XapiHttpError(400, 'The method parameter is only for the alternate request syntax (a POST).');
    return { method: c.req.method, params: url.searchParams, headers: c.req.raw.headers, body };
  }
  if ([...url.searchParams.keys()].some((k) => k !== 'method')) {
    throw new XapiHttpError(400, 'With the alternate request syntax, method is the only query parameter: send the others in the form body.');
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) {
    throw new XapiHttpError(400, 'The alternate request syntax needs a form body (application/x-www-form-urlencoded).');
  }
  const upper = method.toUpperCase();
  if (!['GET', 'PUT', 'POST', 'DELETE', 'HEAD'].includes(upper)) throw new XapiHttpError(400, `The method ${method} is not one the LRS knows.`);
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const headers = new Headers();
  const params = new URLSearchParams();
  let content = '';
  for (const [key, value] of form) {
    const lower = key.toLowerCase();
    if (ALTERNATE_HEADERS.includes(lower)) headers.set(lower, value);
    else if (key === 'content') content = value;
    else params.append(key, value);
  }
  // The outer request's own headers count where the form does not repeat them.
  for (const name of ['authorization', 'x-experience-api-version']) {
    const outer = c.req.header(name);
    if (!headers.has(name) && outer) headers.set(name, outer);
  }
  if (!headers.has('content-type') && content) headers.set('content-type', 'application/json');
  return { method: upper, params, headers, body: new TextEncoder().encode(content) };
}

/** 400 unless the request names a 1.0.x version (every resource but /about). */
export function checkVersionHeader(headers: Headers): void {
  const version = headers.get('x-experience-api-version');
  if (!version) throw new XapiHttpError(400, 'Send the X-Experience-API-Version header (1.0.3).');
  if (!/^1\.0(\.\d+)?$/.test(version.trim())) throw new XapiHttpError(400, `This LRS speaks xAPI 1.0.x; X-Experience-API-Version ${version} is not supported.`);
}

/** Every answer: the version, and CORS for AUs on other origins (tokens travel in a header, never a cookie). */
export const xapiHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match',
      'Access-Control-Max-Age': '600',
      'X-Experience-API-Version': XAPI_VERSION,
    });
  }
  await next();
  const set = (name: string, value: string) => {
    try {
      c.res.headers.set(name, value);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(name, value);
    }
  };
  set('X-Experience-API-Version', XAPI_VERSION);
  set('Access-Control-Allow-Origin', '*');
  set('Access-Control-Expose-Headers', 'ETag, Last-Modified, X-Experience-API-Consistent-Through, X-Experience-API-Version, Content-Type');
  if (!c.res.headers.has('Cache-Control')) set('Cache-Control', 'no-store');
};

/** An error as the LRS answers it. */
export function xapiErrorResponse(error: XapiHttpError): Response {
  return new Response(JSON.stringify({ error: error.message }), { status: error.status, headers: { 'Content-Type': 'application/json' } });
}

/** A body as JSON, or 400 naming the problem. */
export function parseJsonBody(body: Uint8Array): unknown {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
  if (!text.trim()) throw new XapiHttpError(400, 'The request body is empty: send JSON.');
  try {
    return JSON.parse(text);
  } catch {
    throw new XapiHttpError(400, 'The request body is not valid JSON.');
  }
}
