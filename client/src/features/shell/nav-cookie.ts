/** The sidebar's expanded/collapsed choice, kept in the `navOpen` cookie for one day (spec §2, §9). */
export const NAV_COOKIE = 'navOpen';
export const NAV_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Reads navOpen from a cookie header string; the sidebar is open unless the cookie says "false". */
export function readNavOpen(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === NAV_COOKIE) return rest.join('=') !== 'false';
  }
  return true;
}

/** The Set-Cookie style string that stores the choice for a day on every path. */
export function navOpenCookie(open: boolean): string {
  return `${NAV_COOKIE}=${open ? 'true' : 'false'}; Max-Age=${NAV_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
