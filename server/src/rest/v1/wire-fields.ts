/** Schemas of REST body fields: files, and fields whose rules a service owns. */
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';

/** A multipart file part; its type and size are checked from the bytes by the upload service. */
export const imageFile = z.file().describe('JPG, PNG or GIF, at most 15 MB');

/**
 * A field that a service checks by hand (`parseName`, `parseVisibility`, `parseRole`…), as a body
 * schema: the route runs the service's own check, so the body's problems are listed together and
 * each in the service's words, never in a second wording. `json` documents what it accepts.
 */
export function checkedBy<T>(check: (raw: unknown) => T, json: { type: string; description?: string; enum?: string[]; maxLength?: number }) {
  return z
    .unknown()
    .transform((raw, ctx) => {
      try {
        return check(raw);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        const messages = Object.values(err.fieldErrors).flat();
        for (const message of messages.length ? messages : [err.message]) ctx.addIssue({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
    })
    .meta(json);
}

/** `checkedBy` for a service rule that answers `{ value }` or `{ error }` instead of throwing. */
export const orError =
  <T>(parse: (raw: unknown) => { value?: T; error?: string }) =>
  (raw: unknown): T => {
    const r = parse(raw);
    if (r.error) throw new ValidationError(r.error, { value: [r.error] });
    return r.value as T;
  };
