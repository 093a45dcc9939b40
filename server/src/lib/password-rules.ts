/**
 * What the server accepts as a new password (sign-up, reset). The browser only shows a strength
 * meter (spec §5: display only); the server is the authority: at least 8 characters, at most 200
 * (argon2 hashes anything, but a megabyte "password" is an attack, not a password), and not one of
 * the 10,000 most common passwords.
 *
 * The list is zxcvbn-ts' frequency-ordered password dictionary (from leaked-password corpora),
 * compared case-insensitively: "Password1" is as guessable as "password1".
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const COMMON_COUNT = 10_000;

let common: Set<string> | undefined;
/** Built on first use: the server starts without paying for a list most requests never read. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export const PASSWORD_TOO_SHORT = `is too short (minimum is ${PASSWORD_MIN} characters)`;
export const PASSWORD_TOO_LONG = `is too long (maximum is ${PASSWORD_MAX} characters)`;
export const PASSWORD_TOO_COMMON = 'is one of the most common passwords. Choose one that is harder to guess.';

const textError = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "can't be blank" : 'must be text');

/** What is wrong with `password` as a new password (one message), or null. */
export function passwordProblem(password: string): string | null {
  if (!password) return "can't be blank";
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

/**
 * A new password, with one Rails-style fragment at most (the client puts the field's label in
 * front). Not an aborting check, so the form's other refinements still report at once.
 */
export const newPasswordSchema = z.string({ error: textError }).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The repeated password: present and text (whether it matches is the form's refine). */
export const passwordConfirmationSchema = z.string({ error: textError }).min(1, "can't be blank");

/**
 * Adds "Passwords don't match" on `passwordConfirmation` (or the REST shim's
 * `password_confirmation`) to an object schema with both fields;
 * checked even when other fields fail (when both are text), so every problem shows at once.
 */
export function withMatchingPasswords<T extends z.ZodType<{ password: string }>>(schema: T, confirmation = 'passwordConfirmation') {
  return schema.refine((v) => v.password === (v as Record<string, unknown>)[confirmation], {
    path: [confirmation],
    message: "Passwords don't match",
    when: (p) => {
      const v = p.value as Record<string, unknown>;
      return typeof v.password === 'string' && typeof v[confirmation] === 'string';
    },
  });
}
