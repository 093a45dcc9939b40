/** Messages shown by forms (authoring spec §5). Keep the wording exact: tests compare it. */
export const MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  passwordsDontMatch: "Passwords don't match",
  invalidWorkspaceName: 'Workspace name should not contain any space or special character.',
  nameBlank: "Name can't be blank",
  materialNameMissing: 'Please first enter the name of the material.',
} as const;

// "A simple {email} pattern": something@something.something, no spaces. Deliberately loose;
// the server is the authority on what it accepts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** True when the value looks like an e-mail address (surrounding whitespace ignored). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True for empty or whitespace-only values. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

const WORKSPACE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/u;

/** True when the trimmed workspace name has only letters, digits, underscores and hyphens. */
export function isValidWorkspaceName(value: string): boolean {
  return WORKSPACE_NAME_PATTERN.test(value.trim());
}

/** Returns the message to show for a workspace name, or null when it is acceptable. */
export function validateWorkspaceName(value: string): string | null {
  if (isBlank(value)) return MESSAGES.required;
  return isValidWorkspaceName(value) ? null : MESSAGES.invalidWorkspaceName;
}

/** Returns the message for an e-mail field (for a TextField `validate` prop), or null when valid. */
export function validateEmail(value: string): string | null {
  return isBlank(value) || isEmail(value) ? null : MESSAGES.invalidEmail;
}
