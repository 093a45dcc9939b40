import { describe, expect, it } from 'vitest';
import { navOpenCookie, readNavOpen } from './nav-cookie';

describe('navOpen cookie', () => {
  it('is open by default and when the cookie says true', () => {
    expect(readNavOpen('')).toBe(true);
    expect(readNavOpen('a=1; navOpen=true')).toBe(true);
  });

  it('is collapsed when the cookie says false, whatever its position', () => {
    expect(readNavOpen('navOpen=false')).toBe(false);
    expect(readNavOpen('theme=x; navOpen=false; b=2')).toBe(false);
    expect(readNavOpen('xnavOpen=false')).toBe(true);
  });

  it('starts collapsed on a narrow viewport unless the cookie says otherwise', () => {
    expect(readNavOpen('', 390)).toBe(false);
    expect(readNavOpen('', 1280)).toBe(true);
    expect(readNavOpen('navOpen=true', 390)).toBe(true);
  });

  it('lives one day on every path', () => {
    expect(navOpenCookie(false)).toBe('navOpen=false; Max-Age=86400; Path=/; SameSite=Lax');
    expect(navOpenCookie(true)).toMatch(/^navOpen=true;/);
  });
});
