/**
 * Password strength meter (authoring spec §5). Display only: no minimum is enforced anywhere.
 *
 * strength = 100 − penalties, floored at 0, shown in 4 bars. Decisions where the spec is terse:
 *
 * - Length: "length 5 or fewer, 40; length 10 or fewer, 15" is read as two tiers that do NOT
 *   stack: length ≤ 5 costs 40 (not 55), length 6–10 costs 15, length ≥ 11 costs nothing.
 *   Length counts Unicode code points, not UTF-16 units.
 * - Character classes (lowercase a–z, uppercase A–Z, digits 0–9, specials = every other
 *   character, including spaces and non-ASCII letters): each class costs 20 when the password
 *   has none of it, 5 when it has only 1 or 2 characters of it, nothing from 3 on.
 * - Repeats: 10 for every pair of adjacent identical characters (any character, case-sensitive),
 *   counted overlapping: "aa" is 1 pair, "aaa" is 2, "aabb" is 2.
 * - Bars: 0 when the score is 0, otherwise ceil(score / 25), i.e. 1–25 → 1 bar … 76–100 → 4.
 */

export const PASSWORD_HINT = 'Use 8 or more characters with letters, numbers & symbols.';

export const PASSWORD_METER_BARS = 4;

export interface PasswordPenalties {
  length: number;
  lowercase: number;
  uppercase: number;
  digits: number;
  specials: number;
  repeats: number;
}

export interface PasswordStrength {
  /** 0–100 */
  score: number;
  /** 0–4 filled bars */
  bars: number;
}

const CLASSES = {
  lowercase: /[a-z]/u,
  uppercase: /[A-Z]/u,
  digits: /[0-9]/u,
  specials: /[^a-zA-Z0-9]/u,
} as const;

function lengthPenalty(length: number): number {
  if (length <= 5) return 40;
  if (length <= 10) return 15;
  return 0;
}

function classPenalty(count: number): number {
  if (count === 0) return 20;
  if (count <= 2) return 5;
  return 0;
}

/** Every penalty the password incurs, by rule (useful for showing why a password is weak). */
export function passwordPenalties(password: string): PasswordPenalties {
  const chars = Array.from(password);
  const count = (pattern: RegExp) => chars.filter((c) => pattern.test(c)).length;
  let pairs = 0;
  for (let i = 1; i < chars.length; i++) if (chars[i] === chars[i - 1]) pairs++;
  return {
    length: lengthPenalty(chars.length),
    lowercase: classPenalty(count(CLASSES.lowercase)),
    uppercase: classPenalty(count(CLASSES.uppercase)),
    digits: classPenalty(count(CLASSES.digits)),
    specials: classPenalty(count(CLASSES.specials)),
    repeats: pairs * 10,
  };
}

/** Strength score (0–100) and filled bars (0–4) for the sign-up strength meter. */
export function passwordStrength(password: string): PasswordStrength {
  const penalties = Object.values(passwordPenalties(password)).reduce((sum, p) => sum + p, 0);
  const score = Math.max(0, 100 - penalties);
  const bars = score === 0 ? 0 : Math.min(PASSWORD_METER_BARS, Math.ceil(score / 25));
  return { score, bars };
}
