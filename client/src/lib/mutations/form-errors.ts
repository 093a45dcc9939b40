/**
 * Turns a mutation's error member (`... on Error { message }`, `... on ValidationError {
 * fieldErrors }`) into what a form shows: one message per known field, next to that field, and
 * a form-level message for everything else (rate limits, wrong account, unknown fields).
 */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

export interface ServerFieldError {
  readonly field: string;
  readonly messages: readonly string[];
}

export interface ErrorMember {
  readonly message?: string | null;
  readonly fieldErrors?: readonly ServerFieldError[] | null;
}

export interface FormErrors {
  /** Field name (the input's camelCase name, e.g. "invites.0.email") → message. */
  fields: Record<string, string>;
  form: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

/**
 * The server's field messages are either sentences ("Passwords don't match") or Rails-style
 * fragments ("has already been taken"); fragments get the field's label in front.
 */
export function fieldSentence(label: string, message: string): string {
  return /^[a-z]/u.test(message) ? `${label} ${message}` : message;
}

/** `labels` maps the fields this form shows to their labels; other fields go to the form message. */
export function toFormErrors(error: ErrorMember, labels: Record<string, string>): FormErrors {
  const fields: Record<string, string> = {};
  const leftovers: string[] = [];
  for (const { field, messages } of error.fieldErrors ?? []) {
    const label = labels[field] ?? labelFromPattern(field, labels);
    const sentences = messages.map((message) => fieldSentence(label ?? field, message));
    if (label) fields[field] = sentences.join(' ');
    else leftovers.push(...sentences);
  }
  const hasFieldMessages = Object.keys(fields).length > 0;
  const form = leftovers.length > 0 ? leftovers.join(' ') : hasFieldMessages ? null : error.message || 'Something went wrong.';
  return { fields, form };
}

// "invites.2.email" matches a label registered as "invites.*.email".
function labelFromPattern(field: string, labels: Record<string, string>): string | undefined {
  const pattern = field.replace(/\.\d+\./gu, '.*.');
  return pattern === field ? undefined : labels[pattern];
}

/**
 * The message for an exception from the network layer: offline or unreachable (a fetch
 * TypeError) in plain words; the server's own refusal (the NetworkError of relay-environment,
 * e.g. "File size exceeds the maximum limit of 15 MB.") as it said it; anything else (a Relay
 * internal error, whose text is not for people) as `fallback`.
 */
export function networkErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.name === 'NetworkError' && error.message) return error.message;
  return fallback;
}
