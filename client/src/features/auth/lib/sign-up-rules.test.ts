import { describe, expect, it } from 'vitest';
import { canCreateAccount, passwordsMismatch } from './sign-up-rules';

const filled = { email: 'ada@example.com', password: 'Secret-pass-1', passwordConfirmation: 'Secret-pass-1', terms: true };

describe('canCreateAccount', () => {
  it('is enabled when every field is set, the passwords match and the e-mail looks right', () => {
    expect(canCreateAccount(filled)).toBe(true);
  });

  it.each([
    ['no e-mail', { email: '' }],
    ['a malformed e-mail', { email: 'ada@example' }],
    ['no password', { password: '', passwordConfirmation: '' }],
    ['no repeated password', { passwordConfirmation: '' }],
    ['different passwords', { passwordConfirmation: 'Secret-pass-2' }],
    ['terms not accepted', { terms: false }],
  ])('is disabled with %s', (_case, change) => {
    expect(canCreateAccount({ ...filled, ...change })).toBe(false);
  });
});

describe('passwordsMismatch', () => {
  it('says nothing until the password is repeated', () => {
    expect(passwordsMismatch({ ...filled, passwordConfirmation: '' })).toBe(false);
    expect(passwordsMismatch({ ...filled, passwordConfirmation: 'x' })).toBe(true);
  });
});
