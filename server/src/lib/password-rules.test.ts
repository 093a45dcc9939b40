import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordSchema, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from './password-rules.js';

const problems = (value: unknown) => {
  const r = newPasswordSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('new password rules', () => {
  it('refuses fewer than 8 characters with the minimum in the message', () => {
    expect(problems('a')).toEqual([PASSWORD_TOO_SHORT]);
    expect(problems('Ab1!xyz')).toEqual([PASSWORD_TOO_SHORT]); // 7 characters
    expect(PASSWORD_TOO_SHORT).toContain('8');
  });

  it('accepts 8 uncommon characters', () => {
    expect(problems('Ab1!xyzq')).toEqual([]);
  });

  it('refuses a blank password as blank, not as short', () => {
    expect(problems('')).toEqual(["can't be blank"]);
  });

  it('refuses more than 200 characters', () => {
    expect(problems('x'.repeat(201)).some((m) => m.includes('200'))).toBe(true);
  });

  it('refuses common passwords whatever their case', () => {
    for (const p of ['password', '12345678', 'Password', 'QWERTYUIOP', 'iloveyou', 'sunshine']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(problems('Password')).toEqual([PASSWORD_TOO_COMMON]);
  });

  it('does not refuse passwords outside the list', () => {
    expect(isCommonPassword('correct-horse-9!')).toBe(false);
    expect(isCommonPassword('demo-password-1')).toBe(false);
  });

  it('says when the value is not text', () => {
    expect(problems(12345678)).toEqual(['must be text']);
  });
});
