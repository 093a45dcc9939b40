/** zod's issues → short English messages prefixed by where they are ("steps[2].layers[0].width: must be at least 0"). */
import type { z } from 'zod';

/** `steps[2].layers[0].width` from zod's path under `root`. */
export function pathLabel(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((label, segment) => (typeof segment === 'number' ? `${label}[${segment}]` : `${label}.${String(segment)}`), root);
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
};

/** zod's issue → "must be at least 0", "must be a number", "is required". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? "can't be blank" : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

export function issueMessages(root: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${pathLabel(root, issue.path)}: ${describeIssue(issue)}`);
}

/** At most this many messages are reported for one document. */
export const MAX_MESSAGES = 20;

/** A document's check: the normalised value, or the messages under `data` and `config`. */
export type DocumentCheck<T> = { ok: true; value: T } | { ok: false; fieldErrors: { data?: string[]; config?: string[] } };

/** Keeps at most MAX_MESSAGES, the data's first. */
export function documentErrors(dataErrors: string[], configErrors: string[]): { data?: string[]; config?: string[] } {
  const out: { data?: string[]; config?: string[] } = {};
  const shownData = dataErrors.slice(0, MAX_MESSAGES);
  const shownConfig = configErrors.slice(0, MAX_MESSAGES - shownData.length);
  if (shownData.length) out.data = shownData;
  if (shownConfig.length) out.config = shownConfig;
  return out;
}
