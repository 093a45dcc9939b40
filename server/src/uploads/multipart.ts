/**
 * Multipart requests (REST uploads and GraphQL's multipart request spec) parsed as a stream:
 * each file part is written to a temporary file as it arrives and handed on as a File backed by
 * that file (`fs.openAsBlob`), so a 15 MB upload never sits in memory, not in the parser, the
 * checks (file-check.ts reads only the head, and CSV text in chunks) or the store (which streams
 * it on). The web platform's `Request.formData()`, which Hono and Yoga would otherwise call, reads
 * every part into memory.
 *
 * The parsed form replaces the request's `formData()`, so Hono's `parseBody` and Yoga's
 * multipart parser take it unchanged; the temporary files are deleted when the answer is made.
 * A file part is cut at one byte over the upload limit (the services then refuse it with the
 * spec's 413 message, as before); the whole body was already capped by the body limit.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Context, MiddlewareHandler } from 'hono';
import { PayloadTooLargeError } from '../lib/errors.js';
import { MAX_UPLOAD_BYTES } from './file-check.js';

/** Enough for any form of ours (a GraphQL operation, its map, a few files); more is refused. */
const LIMITS = { files: 10, fields: 200, parts: 210, fieldSize: 1024 * 1024, fieldNameSize: 200 };
/** The whole body: one file at the limit plus its form fields (as the body limit was before). */
export const MAX_MULTIPART_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const isMultipart = (request: Request) => (request.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data');

export class MalformedFormError extends Error {}
/** Its message starts as Yoga's own size refusal does, so GraphQL answers it as a 413 too. */
export class FormTooLargeError extends Error {
  constructor(readonly reason = new PayloadTooLargeError().message) {
    super(`File size limit exceeded: ${reason}`);
  }
}

const SPILLED = Symbol('multipart spilled to temporary files');
/** A request whose form was parsed here: pass it on as it is (a copy would lose the parsed form). */
export const isSpilledRequest = (request: Request) => SPILLED in request;

export type ParsedForm = { form: FormData; dispose(): Promise<void> };

/** Each parsed file's temporary file, for a service that reads it by path (a zip's directory is read by seeking). */
const spilledPaths = new WeakMap<File, string>();
/** Where a file of a parsed form lies on disk until the answer is made; undefined for any other File. */
export const spilledFilePath = (file: File): string | undefined => spilledPaths.get(file);

/** The size limits of one parse: a file part is cut at `maxFileBytes + 1`; the whole body may carry the file plus small fields. */
export type MultipartLimits = { maxFileBytes: number; maxBodyBytes: number; tooLarge?: string };
export const UPLOAD_LIMITS: MultipartLimits = { maxFileBytes: MAX_UPLOAD_BYTES, maxBodyBytes: MAX_MULTIPART_BYTES };

/**
 * `limits` is the most this request may carry; `narrow`, when given, sets the limits of the rest
 * of the body once the fields before the first file are in (a GraphQL multipart request names its
 * operation there: only a package upload may be 200 MB).
 */
export async function parseMultipart(
  request: Request,
  limits: MultipartLimits = UPLOAD_LIMITS,
  narrow?: (fields: FormData) => MultipartLimits,
): Promise<ParsedForm> {
  const { maxFileBytes } = limits;
  let active = limits;
  let dir: string | null = null; // set once made, for dispose()
  const dispose = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  const form = new FormData();
  const files: Promise<void>[] = [];
  try {
    if (!request.body) throw new MalformedFormError('The form is empty.');
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    if (declared > limits.maxBodyBytes) throw new FormTooLargeError(limits.tooLarge);
    const parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { ...LIMITS, fileSize: maxFileBytes + 1 },
      defParamCharset: 'utf8',
    });
    let refusal: string | null = null;
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) refusal = `The form field ${name.slice(0, 50)} is too long.`;
      else form.append(name, value);
    });
    // One folder per request, made before the first part: a file part's stream is piped at once
    // (a stream left unread would stall the parser, and its error would go unheard).
    const folder = await mkdtemp(path.join(os.tmpdir(), 'learnhub-upload-'));
    dir = folder;
    let narrowed = false;
    parser.on('file', (name, stream, info) => {
      if (narrow && !narrowed) {
        narrowed = true;
        active = narrow(form);
      }
      const file = path.join(folder, String(files.length));
      const written = pipeline(stream, createWriteStream(file));
      files.push(
        (async () => {
          await written;
          const blob = await openAsBlob(file, { type: info.mimeType });
          const part = new File([blob], info.filename ?? 'file', { type: info.mimeType });
          spilledPaths.set(part, file);
          form.append(name, part);
        })(),
      );
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => (refusal = 'The form has too many parts.'));
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > active.maxBodyBytes ? new FormTooLargeError(active.tooLarge) : null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), counted, parser);
    await Promise.all(files);
    if (refusal) throw new MalformedFormError(refusal);
    return { form, dispose };
  } catch (err) {
    // Let every file part finish or fail first, so none lands after the folder is gone.
    await Promise.allSettled(files);
    await dispose();
    // busboy's own complaints (no boundary, unexpected end, a bad part header) are the sender's
    // malformed form. (Not `instanceof Error`: under the test runner they come from another realm.)
    const message = (err as Error | null)?.message;
    if (typeof message === 'string' && !(err instanceof MalformedFormError || err instanceof FormTooLargeError)) {
      if (message === 'Malformed part header')
        throw new MalformedFormError("Malformed form data in request body: a part's header (a field or file name) is not valid.");
      if (/^(Unexpected end of form|Malformed|Multipart: Boundary not found|Missing Content-Type|Unsupported content type)/.test(message))
        throw new MalformedFormError('Malformed form data in request body.');
    }
    throw err;
  }
}

/**
 * Middleware for the routes that take uploads: a multipart body is parsed as above when a handler
 * first asks for its `formData()`, not before, so a request refused first (no token, no such
 * route) never gets its body written to disk; the temporary files go once the answer is made.
 * A refused form throws MalformedFormError (400) or FormTooLargeError (413) from `formData()`.
 */
export type LimitsFor = (
  c: Context,
) =>
  | { limits: MultipartLimits; narrow?: (fields: FormData) => MultipartLimits }
  | Promise<{ limits: MultipartLimits; narrow?: (fields: FormData) => MultipartLimits }>;

export function spillMultipart(limitsFor: LimitsFor = () => ({ limits: UPLOAD_LIMITS })): MiddlewareHandler {
  return async (c: Context, next) => {
    const raw = c.req.raw;
    if (raw.method !== 'POST' && raw.method !== 'PUT' && raw.method !== 'PATCH') return next();
    if (!isMultipart(raw)) return next();
    let parsed: Promise<ParsedForm> | null = null;
    const replaced = new Request(raw.url, { method: raw.method, headers: raw.headers, signal: raw.signal });
    const form = () => {
      parsed ??= Promise.resolve(limitsFor(c)).then(({ limits, narrow }) => parseMultipart(raw, limits, narrow));
      return parsed.then((p) => p.form);
    };
    Object.defineProperty(replaced, 'formData', { value: form });
    // The body is read (or not) through the parsed form only; the original stays for http.ts's draining.
    Object.defineProperty(replaced, SPILLED, { value: true });
    c.req.raw = replaced;
    try {
      await next();
    } finally {
      if (parsed)
        await (parsed as Promise<ParsedForm>).then(
          (p) => p.dispose(),
          () => {},
        );
    }
  };
}
