/** The sidebar's expanded/collapsed choice, kept in the `navOpen` cookie for one day (spec §2, §9). */
export const NAV_COOKIE = 'navOpen';
export const NAV_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Below this width an expanded sidebar would squeeze the page, so it starts collapsed. */
export const NARROW_VIEWPORT_PX = 900;

/**
 * Reads navOpen from a cookie header string. The user's stored choice wins; without one the
 * sidebar is open, except on a narrow viewport.
 */
export function readNavOpen(cookieHeader: string, viewportWidth = Number.POSITIVE_INFINITY): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === NAV_COOKIE) return rest.join('=') !== 'false';
  }
  return viewportWidth >= NARROW_VIEWPORT_PX;
}

/** The Set-Cookie style string that stores the choice for a day on every path. */
export function navOpenCookie(open: boolean): string {
  return `${NAV_COOKIE}=${open ? 'true' : 'false'}; Max-Age=${NAV_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
