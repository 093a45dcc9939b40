import { isHubPagePath } from '@learnhub/content';
/**
 * Where to go after signing in or up. `?next=` comes from the address bar, so it is untrusted:
 * only a path on this site is accepted ("/invite/abc"), never another origin ("//evil.test",
 * "https://evil.test", "/\evil.test" which browsers read as "//evil.test").
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `path` with `?next=` kept (for the links between sign-in and sign-up). */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** The sign-in page, coming back to `url` (a page of this site) after signing in. */
export function signInReturningTo(url: URL): string {
  return withNext('/sign_in', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A company's learner sign-in page (magic link), coming back to `returnTo` (a page of that hub,
 * e.g. the material the learner was on) after signing in; the hub's home when none is given.
 */
export function learnerSignInPath(companySlug: string, returnTo?: string | null): string {
  return withNext(`/${encodeURIComponent(companySlug)}/passwordless_sign_in`, returnTo ?? null);
}

/** `next` when it is a page of this company's hub (isHubPagePath, the server's rule too), else null. */
export function hubReturnPath(next: string | null | undefined, companySlug: string): string | null {
  const path = safeNextPath(next);
  if (!path || !isHubPagePath(path, companySlug)) return null;
  // The sign-in page itself is no place to come back to.
  const home = `/${encodeURIComponent(companySlug)}`;
  return path.startsWith(`${home}/passwordless_sign_in`) || path.startsWith(`${home}/sign_out`) ? null : path;
}
