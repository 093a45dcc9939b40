/** The learner's cookie is taken only when it is the only one (auth/learner.ts learnerCookie). */
import { describe, expect, it } from 'vitest';
import { learnerCookie } from './learner.js';

describe('learnerCookie', () => {
  it('reads the one aud_token among other cookies', () => {
    expect(learnerCookie('theme=dark; aud_token=abc%2Fdef; x=1')).toBe('abc/def');
    expect(learnerCookie('theme=dark')).toBeNull();
    expect(learnerCookie(null)).toBeNull();
  });

  it('takes neither of two: a page on another port of the host may have planted one (cookies ignore ports)', () => {
    expect(learnerCookie('aud_token=planted; aud_token=mine')).toBeNull();
    expect(learnerCookie('aud_token=%E0%A4%A')).toBeNull();
  });
});
