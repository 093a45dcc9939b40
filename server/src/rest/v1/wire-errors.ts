/**
 * A REST body that does not fit its route's schema → one 422 listing every problem.
 *
 * Wording: a schema's own message wins (the services' field schemas carry theirs: "Passwords
 * don't match", "is too short…"); otherwise `wireErrorMap` words it in the contract's Rails style
 * for a missing or blank field ("can't be blank") and overlong text ("is too long (maximum is
 * 100 characters)"), and as the content package words document problems for
 * the rest ("must be text", "must be one of …"). Fields are keys of `errors`, nested ones dotted
 * as the services name them (`{ email: ["can't be blank"], "bio.industry_role": [...] }`).
 */
import { describeIssue, MAX_MESSAGES } from '@learnhub/content';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';

/** zod's per-parse error map: used only where the schema gives no message of its own. */
export function wireErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return "can't be blank";
  // Text limits in the services' words (Rails'), which the same fields' other checks use.
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return "can't be blank";
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long (maximum is ${issue.maximum} characters)`;
  const message = describeIssue(issue as z.core.$ZodIssue);
  return message || undefined;
}

/** "email can't be blank" for a fragment; a service's own sentence ("Name can't be blank") as it is. */
const sentence = (field: string, message: string) => (/^[A-Z]/.test(message) ? message.replace(/\.$/, '') : `${field} ${message}`);

export function wireValidationError(issues: readonly z.core.$ZodIssue[]): ValidationError {
  const errors: Record<string, string[]> = {};
  const sentences: string[] = [];
  for (const issue of issues.slice(0, MAX_MESSAGES)) {
    // Dotted keys, as the services name nested fields ("invites.0.email", "bio.industry_name").
    const field = issue.path.map(String).join('.') || 'base';
    // One value can break several checks that say the same (1e20: not a safe integer, too big).
    if (errors[field]?.includes(issue.message)) continue;
    errors[field] = [...(errors[field] ?? []), issue.message];
    sentences.push(sentence(field, issue.message));
  }
  const count = issues.length > MAX_MESSAGES ? issues.length : sentences.length;
  const more = issues.length > MAX_MESSAGES ? '; …' : '';
  // One problem reads as a sentence ("email can't be blank."); several are listed.
  const message = count === 1 ? `${sentences[0]}.` : `The request body has ${count} problems: ${sentences.join('; ')}${more}.`;
  return new ValidationError(message, errors);
}
