/**
 * How the REST shim reports failures (rest-routes.md conventions): a JSON body with `error`,
 * or `errors` per field; never an HTML page, never a 500 for bad input.
 */
import { databaseRefusal } from '../../db/outage.js';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorCode, RateLimitedError, ValidationError, UnauthenticatedError } from '../../lib/errors.js';

export const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
};

/** Raised for a body that is not JSON, or not an object. */
export class BadRequestError extends Error {}

/** camelCase service field names → the snake_case the REST contract uses. */
export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
}

export function snakeFieldErrors(e: ValidationError): Record<string, string[]> {
  return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [snakeCase(k), v]));
}

/** Runs `work`, renaming the fields of a ValidationError it throws to the names of the REST body. */
export async function withRestFieldNames<T>(work: Promise<T>, rename: (field: string) => string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(err.message, Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [rename(snakeCase(k)), v])));
  }
}

export function errorResponse(c: Context, err: unknown, log: (msg: string, e: unknown) => void): Response {
  if (err instanceof BadRequestError) return c.json({ error: err.message }, 400);
  if (err instanceof ValidationError && Object.keys(err.fieldErrors).length) {
    return c.json({ error: err.message, errors: snakeFieldErrors(err) }, 422);
  }
  if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof AppError) return c.json({ error: err.message }, statusOf[err.code]);
  const refusal = databaseRefusal(err);
  if (refusal) {
    c.header('Retry-After', String(refusal.retryAfterSeconds));
    return c.json({ error: refusal.message }, 503);
  }
  log(`REST ${c.req.method} ${c.req.path} failed`, err);
  return c.json({ error: 'Something went wrong.' }, 500);
}

export function unauthenticated(): never {
  throw new UnauthenticatedError();
}
