/**
 * Reading request bodies safely: malformed JSON is a 400 with a message, not a crash; text the
 * database can't store, JSON nested too deep and non-finite numbers (lib/unsafe-input.ts) are a
 * 422 naming the field, before any handler sees them.
 */
import type { Context } from 'hono';
import { PayloadTooLargeError, ServiceUnavailableError, ValidationError } from '../../lib/errors.js';
import { FormTooLargeError, MalformedFormError } from '../../uploads/multipart.js';
import { describeUnsafeInput, findUnsafeInput } from '../../lib/unsafe-input.js';
import { BadRequestError } from './http-errors.js';

/** Throws a 422 naming the first unsafe field of `value` (`user.email`, `data[0].layers[2].text`). */
export function refuseUnsafeInput(value: unknown, root = ''): void {
  const found = findUnsafeInput(value, root);
  if (!found) return;
  const field = found.path || 'base';
  throw new ValidationError(describeUnsafeInput(found), { [field]: [found.message] });
}

export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    // V8's JSON.parse is not recursive, so even 100,000 levels of nesting parse; the depth is
    // checked right after.
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON in request body.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequestError('The request body must be a JSON object.');
  refuseUnsafeInput(value);
  return value as Record<string, unknown>;
}

/**
 * Multipart or urlencoded form fields and files (file names included); a repeated field keeps
 * its last value, a `name[]` field is a list (Hono's rule). Read through `formData()`, not
 * Hono's `parseBody`, which would buffer the whole body: a multipart body was already parsed
 * as a stream, its files into temporary files (uploads/multipart.ts).
 */
export async function formBody(c: Context): Promise<Record<string, string | File>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // Another body (JSON, none) has no form fields: the route's checks name what is missing.
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') return {};
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (err) {
    if (err instanceof FormTooLargeError) throw new PayloadTooLargeError(err.reason);
    if (err instanceof MalformedFormError) throw new BadRequestError(err.message);
    if (err instanceof ServiceUnavailableError) throw err;
    throw new BadRequestError('Malformed form data in request body.');
  }
  const fields: Record<string, string | File | (string | File)[]> = Object.create(null);
  form.forEach((value, key) => {
    const list = fields[key];
    if (!key.endsWith('[]')) fields[key] = value;
    else if (Array.isArray(list)) list.push(value);
    else fields[key] = [value];
  });
  refuseUnsafeInput(fields);
  return fields as Record<string, string | File>;
}

/** JSON or multipart, whichever the request sent (PUT /profile accepts both). */
export async function anyBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) return formBody(c);
  return jsonBody(c);
}
