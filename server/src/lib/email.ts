import { z } from 'zod';

/** E-mails are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The simple {local}@{domain}.{tld} pattern the client uses too. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "can't be blank" : 'must be text') })
  .transform(normalizeEmail)
  .pipe(z.string().min(1, "can't be blank").max(254, 'is too long (maximum is 254 characters)').regex(EMAIL_PATTERN, 'is invalid'));
