import { describe, expect, it } from 'vitest';
import { MESSAGES, isBlank, isEmail, isValidWorkspaceName, validateEmail, validateWorkspaceName } from './validation';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', '  padded@example.org  '])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.co', 'a@b .co', 'a@@b.co'])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isBlank', () => {
  it('treats whitespace-only, null and undefined as blank', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});

describe('workspace name', () => {
  it('accepts letters, digits, underscores and hyphens after trimming', () => {
    expect(isValidWorkspaceName('acme_team-2')).toBe(true);
    expect(isValidWorkspaceName('  acme  ')).toBe(true);
  });
  it.each(['acme team', 'acme!', 'acmé', 'a.b', ''])('rejects %j', (value) => {
    expect(isValidWorkspaceName(value)).toBe(false);
  });
  it('returns the spec message for an invalid name', () => {
    expect(validateWorkspaceName('my workspace')).toBe('Workspace name should not contain any space or special character.');
    expect(validateWorkspaceName('ok')).toBeNull();
    expect(validateWorkspaceName('  ')).toBe(MESSAGES.required);
  });
});

describe('validateEmail', () => {
  it('leaves blank values to the required check', () => {
    expect(validateEmail('')).toBeNull();
  });
  it('returns the spec message for a malformed address', () => {
    expect(validateEmail('nope')).toBe('Please enter a valid email address');
  });
});

describe('MESSAGES', () => {
  it('keeps the spec wording', () => {
    expect(MESSAGES.required).toBe('This field is required');
    expect(MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
  });
});
