/**
 * Requests by host. The app's own hosts (PUBLIC_URL's, APP_HOSTS, localhost, IP addresses) get
 * the whole product. Any other host must be a company's verified custom domain, which serves
 * that company's learner hub and nothing else:
 * - `/` goes to the hub (`/{slug}`); the hub's pages (`/{slug}`, its sign-in, sign-out and
 *   materials) are served; the API, GraphQL, assets and uploads are served;
 * - a staff page of the same company goes to the app's own address (a staff session lives
 *   there), another company's address gets a plain 404 page: one domain never shows another
 *   company's content;
 * - an unknown or unverified host gets a page saying the domain is not connected.
 * The host's company is also kept for the rest of the request (`currentHostCompany`), so that
 * the hub's services refuse another company's slug and mailed sign-in links come back to the
 * same domain.
 *
 * `GET /tls/ask?domain=` answers 200 only for verified custom domains: a TLS-terminating proxy
 * (Caddy's on-demand TLS `ask`) asks it before getting a certificate for a host (README).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import { companyForHost, type HostCompany } from './host-cache.js';

const hostScope = new AsyncLocalStorage<HostCompany>();

/** The custom domain this request came in on, or null on the app's own hosts (and outside requests). */
export function currentHostCompany(): HostCompany | null {
  return hostScope.getStore() ?? null;
}

/** The origin a custom domain is reached at: the app's scheme and port with the domain's name. */
export function domainOrigin(config: Pick<Config, 'publicUrl'>, domain: string): string {
  const u = new URL(config.publicUrl);
  u.hostname = domain;
  return u.origin;
}

/** The request's host name, lower case, without port and final dot. */
export function requestHost(c: Context): string {
  const hostname = new URL(c.req.url).hostname.toLowerCase();
  return hostname.replace(/\.$/, '').replace(/^\[|\]$/g, '');
}

export function isAppHost(config: Pick<Config, 'appHosts'>, host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0 || config.appHosts.includes(host);
}

/** The hub's own pages under /{slug}: anything else under the slug is a staff page. */
const HUB_PAGES = new Set(['', 'passwordless_sign_in', 'sign_out', 'hub']);
/** Paths every host serves as they are. */
const SHARED_PREFIXES = [
  '/graphql',
  '/api/',
  '/assets/',
  '/uploads/',
  '/favicon',
  '/robots.txt',
  '/healthz',
  '/readyz',
  '/metrics',
  '/tls/ask',
  '/sign-in-design.css',
];

function page(title: string, text: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f7fa;color:#1b2733}main{max-width:32rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}</style></head><body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`;
}

const PAGE_HEADERS = { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'", 'Cache-Control': 'no-store' };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function hostRouting(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    const host = requestHost(c);
    if (isAppHost(deps.config, host)) return next();
    const path = c.req.path;
    if (path === '/healthz' || path === '/readyz' || path === '/metrics' || path === '/tls/ask') return next();
    const company = await companyForHost(deps, host);
    if (!company) {
      if (path.startsWith('/api/') || path === '/graphql') return c.json({ error: `${host} is not connected to a LearnHub hub.` }, 404);
      return c.html(
        page('This domain is not connected', `${host} is not connected to a LearnHub hub, or its DNS records have not been verified yet.`),
        404,
        PAGE_HEADERS,
      );
    }
    if (path === '/' || path === '') return c.redirect(`/${company.slug}`, 302);
    if (!SHARED_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) {
      const [first = '', second = ''] = path.split('/').slice(1);
      if (safeDecode(first).toLowerCase() !== company.slug) {
        return c.html(page('Page not found', `This address is not part of this hub. Go to ${host}/ for its materials.`), 404, PAGE_HEADERS);
      }
      if (!HUB_PAGES.has(second)) return c.redirect(`${deps.config.publicUrl}${path}${new URL(c.req.url).search}`, 302);
    }
    return hostScope.run(company, next);
  };
}

/** A host name as DNS writes it: labels of 1–63 letters, digits, hyphens (and `_`), 253 in all. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
export const TLS_ASK_MALFORMED = 'Ask with ?domain=<host name>, e.g. learn.example.com.';

/**
 * GET /tls/ask?domain=host: 200 for a verified custom domain, 404 for any other host name, 400
 * (with a message) when `domain` is missing or not a host name at all (a NUL, spaces, empty
 * labels): the proxy's question was malformed, and such text never reaches the database.
 * A Unicode name is asked as its punycode (what SNI carries).
 */
export function tlsAsk(deps: Deps) {
  return async (c: Context) => {
    const raw = (c.req.query('domain') ?? '').trim().replace(/\.$/, '');
    const domain = /^[\x21-\x7e]*$/.test(raw) ? raw.toLowerCase() : domainToASCII(raw);
    if (!HOST_NAME.test(domain)) return c.text(TLS_ASK_MALFORMED, 400);
    if (isAppHost(deps.config, domain)) return c.text('not a custom domain', 404);
    return (await companyForHost(deps, domain)) ? c.text('ok', 200) : c.text('unknown domain', 404);
  };
}

/**
 * GET /sign-in-design.css: the custom CSS of the domain the request came in on, as a stylesheet
 * of this host (CSP `style-src 'self'` allows it; no inline styles needed). Empty elsewhere.
 */
export function signInDesignStylesheet(deps: Deps) {
  return async (c: Context) => {
    const host = currentHostCompany();
    const row = host ? await deps.prisma.signInDesign.findUnique({ where: { domainId: host.domainId }, select: { css: true } }) : null;
    return c.body(row?.css ?? '', row ? 200 : 404, {
      'Content-Type': 'text/css; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      // The page asks with ?v= the design's save time: a new save is a new address.
      'Cache-Control': 'public, max-age=300',
    });
  };
}
