import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT, passwordPenalties, passwordStrength } from './password-strength';

// "abcDEF123!@#xyz" has 6 lowercase, 3 uppercase, 3 digits, 3 specials, length 15, no repeats.
const STRONG = 'abcDEF123!@#xyz';

describe('passwordPenalties', () => {
  it('charges nothing for a long password with 3+ of every class and no repeats', () => {
    expect(passwordPenalties(STRONG)).toEqual({ length: 0, lowercase: 0, uppercase: 0, digits: 0, specials: 0, repeats: 0 });
    expect(passwordStrength(STRONG)).toEqual({ score: 100, bars: 4 });
  });

  describe('length', () => {
    it('charges 40 for 5 characters or fewer (not 40 + 15)', () => {
      expect(passwordPenalties('aB1!x').length).toBe(40);
      expect(passwordPenalties('a').length).toBe(40);
      expect(passwordPenalties('').length).toBe(40);
    });
    it('charges 15 for 6 to 10 characters', () => {
      expect(passwordPenalties('aB1!xy').length).toBe(15);
      expect(passwordPenalties('abcdefghij').length).toBe(15);
    });
    it('charges nothing from 11 characters on', () => {
      expect(passwordPenalties('abcdefghijk').length).toBe(0);
    });
    it('counts code points, not UTF-16 units', () => {
      expect(passwordPenalties('😀😀😀ab').length).toBe(40);
    });
  });

  describe.each([
    ['lowercase', 'ABCDEF123!@#XYZ', 'aBCDEF123!@#XYZ', 'abCDEF123!@#XYZ', 'abcDEF123!@#XYZ'],
    ['uppercase', 'abcdef123!@#xyz', 'Abcdef123!@#xyz', 'ABcdef123!@#xyz', 'ABCdef123!@#xyz'],
    ['digits', 'abcDEFghi!@#xyz', '1bcDEFghi!@#xyz', '12cDEFghi!@#xyz', '123DEFghi!@#xyz'],
    ['specials', 'abcDEF123ghixyz', '!bcDEF123ghixyz', '!@cDEF123ghixyz', '!@#DEF123ghixyz'],
  ] as const)('%s', (key, none, one, two, three) => {
    it('charges 20 when missing', () => expect(passwordPenalties(none)[key]).toBe(20));
    it('charges 5 for 1 character', () => expect(passwordPenalties(one)[key]).toBe(5));
    it('charges 5 for 2 characters', () => expect(passwordPenalties(two)[key]).toBe(5));
    it('charges nothing for 3 characters', () => expect(passwordPenalties(three)[key]).toBe(0));
  });

  it('treats spaces and non-ASCII letters as specials', () => {
    expect(passwordPenalties('a b').specials).toBe(5);
    expect(passwordPenalties('éüß').specials).toBe(0);
  });

  describe('repeats', () => {
    it('charges 10 per adjacent identical pair', () => {
      expect(passwordPenalties('aa').repeats).toBe(10);
      expect(passwordPenalties('aabb').repeats).toBe(20);
      expect(passwordPenalties('11!!').repeats).toBe(20);
    });
    it('counts overlapping pairs: "aaa" is two pairs', () => {
      expect(passwordPenalties('aaa').repeats).toBe(20);
    });
    it('is case-sensitive and ignores non-adjacent repeats', () => {
      expect(passwordPenalties('aA').repeats).toBe(0);
      expect(passwordPenalties('aba').repeats).toBe(0);
    });
  });
});

describe('passwordStrength', () => {
  it('subtracts the sum of penalties from 100', () => {
    // length 8 (15) + uppercase missing (20) + digits 2 (5) + specials 1 (5) = 45
    expect(passwordStrength('abcdef12!')).toEqual({ score: 55, bars: 3 });
  });
  it('floors the score at 0 and shows no bars', () => {
    expect(passwordStrength('')).toEqual({ score: 0, bars: 0 });
    expect(passwordStrength('aaaaa')).toEqual({ score: 0, bars: 0 });
  });
  it('maps score to bars as ceil(score / 25)', () => {
    // 16 chars, all classes ≥3 → 100; each extra repeat costs 10.
    expect(passwordStrength('abcDEF123!@#xyzz').score).toBe(90);
    expect(passwordStrength('abcDEF123!@#xyzz').bars).toBe(4);
    expect(passwordStrength('abcDEF123!@#xyzzz').bars).toBe(4); // 80
    expect(passwordStrength('abcDEF123!@#xyzzzz')).toEqual({ score: 70, bars: 3 });
    expect(passwordStrength('abcDEF123!@#xyzzzzzz')).toEqual({ score: 50, bars: 2 });
    expect(passwordStrength('abcDEF123!@#xyzzzzzzz')).toEqual({ score: 40, bars: 2 });
    expect(passwordStrength('abcDEF123!@#xyzzzzzzzzz')).toEqual({ score: 20, bars: 1 });
  });
  it('exposes the hint text from the spec', () => {
    expect(PASSWORD_HINT).toBe('Use 8 or more characters with letters, numbers & symbols.');
  });
});
