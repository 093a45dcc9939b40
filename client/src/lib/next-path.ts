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
