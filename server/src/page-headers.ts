/**
 * Security headers of the app's pages (index.html, whatever the address). Assets need none of
 * these: a policy applies to the document that loads them.
 */

/** The hub's magic-link sign-in page, /{companySlug}/passwordless_sign_in. */
export function isSignInPage(pathname: string): boolean {
  return /^\/[^/]+\/passwordless_sign_in\/?$/.test(pathname);
}

/** The embed player (/embed/...). */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith('/embed/');
}

/** A material in a company's hub, /{companySlug}/hub/{slug}. */
export function isHubMaterialPath(pathname: string): boolean {
  return /^\/[^/]+\/hub\/[^/]+\/?$/.test(pathname);
}

/**
 * May other sites frame this page? The app must not be (clickjacking), with two exceptions:
 * - the embed player, made to be framed anywhere: published content, no signed-in actions;
 * - a material in the hub, which an LMS frames after an LTI launch (modules/lti). A framing
 *   site gets no learner's session with it: the hub's own cookie is SameSite=Lax, so never sent
 *   to a frame on another site, and the only session a frame can have is the partitioned one an
 *   LTI launch made inside that very site's frames.
 */
export function mayBeFramedAnywhere(pathname: string): boolean {
  return isEmbedPath(pathname) || isHubMaterialPath(pathname);
}

export function framingHeaders(pathname: string): Record<string, string> {
  return mayBeFramedAnywhere(pathname) ? {} : { 'X-Frame-Options': 'SAMEORIGIN' };
}

/**
 * The Content-Security-Policy of a page. What the built client needs, and why:
 * - scripts: only our own files. The built index.html has no inline script (Vite puts its
 *   modulepreload polyfill in the entry chunk), and nothing evaluates strings.
 * - styles: only our stylesheets, no 'unsafe-inline'. React and Konva set styles through the
 *   CSSOM (`element.style`), which CSP does not govern; only `style` attributes written as
 *   markup or with setAttribute are, and nothing in the app does that today (the browser
 *   journeys fail on any violation, client/e2e/support/test.ts). A library that does (rich-text
 *   marks, say) would need `style-src-attr 'unsafe-inline'`: attributes only, still no
 *   `<style>` elements, which is where CSS injection can read a page (attribute selectors).
 * - images: our files and uploads, `blob:` (an image's preview before upload) and `data:`, and
 *   any http(s) address, because a walkthrough's image layer may point at one
 *   (server/content/src/values.ts).
 * - connections: GraphQL over HTTP and WebSocket on this host. 'self' covers ws/wss in current
 *   browsers (CSP 3); the explicit ws:/wss: sources are for older Safari.
 * - media: a path's video element may play a video file from any http(s) address.
 * - frames: a path's video element frames YouTube (no-cookie), Vimeo and Wistia players, and its
 *   embed-code element frames our sandboxed `/frames/embed-code` (server/src/embed-code-frame.ts);
 *   the hub and the staff preview frame SCORM packages' runtime pages on the package origin.
 * - no plugins, no <base>, forms post only here.
 */
export function contentSecurityPolicy(pathname: string, host: string | undefined, packageOrigin: string | null = null): string {
  const sameHostSockets = host && isPlainHost(host) ? ` ws://${host} wss://${host}` : '';
  // The magic-link page links a company's custom CSS (modules/domains/css-sanitizer.ts): there,
  // images come only from this host, so a url() that slipped through the sanitiser could not
  // send what a learner types anywhere.
  const images = isSignInPage(pathname) ? "img-src 'self' data: blob:" : "img-src 'self' data: blob: https: http:";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    images,
    "font-src 'self'",
    `connect-src 'self'${sameHostSockets}`,
    "media-src 'self' blob: https: http:",
    `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://fast.wistia.net${packageOrigin ? ` ${packageOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${mayBeFramedAnywhere(pathname) ? '*' : "'self'"}`,
  ].join('; ');
}

/**
 * Powerful features the app never uses, switched off for the page and anything it could frame.
 * Only names Chromium knows: an unknown one is logged as an error on every page load.
 * (The clipboard stays: Share and "Copy link" write to it.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function pageHeaders(pathname: string, host: string | undefined, packageOrigin: string | null = null): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(pathname, host, packageOrigin),
    ...framingHeaders(pathname),
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Sign-in with Google is a full-page redirect (server/src/modules/accounts/oidc.ts), not a popup, so no
    // window of ours needs a handle on another origin's window, or the other way round.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'same-origin',
  };
}

/** A Host header we can repeat inside the policy: a name or IPv4/IPv6 address and a port, nothing else. */
function isPlainHost(host: string): boolean {
  return /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host);
}
