/**
 * The package origin (issue 25 §2): a package's own files, served from an origin that is not the
 * app's (PACKAGE_ORIGIN), so a package's scripts can never read the app's cookies, storage or
 * pages, nor call its API as the learner: the browser's same-origin rule keeps them apart.
 *
 * Addresses are `/p/{grant}/{path in the package}`. The grant names one package and an expiry,
 * signed with SIGNING_SECRET (the app hands it out when it launches the package for someone
 * allowed to see it), and sits in the path rather than the query, so the package's relative
 * links (`images/a.png`, `../css/x.css` inside it) keep it. A grant opens only its own package:
 * the path is looked up in that package's file list (store-package.ts), never in the store.
 *
 * Every answer: the file's type from the list with `nosniff`, no cookies, no referrer sent onward
 * (the grant is in the address), framing only by the app and by the package itself (its runtime
 * page holds the SCO in a frame), and private caching for the grant's life.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import type { PackageFiles } from './store-package.js';

/** How long a launch's address works: a long course sitting, not a forwarded link's lifetime. */
export const PACKAGE_GRANT_TTL_MS = 12 * 60 * 60_000;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`package-grant:${body}`).digest('base64url');

/** A grant to read one package's files until `now + PACKAGE_GRANT_TTL_MS`. */
export function packageGrant(secret: string, packageId: string, now = new Date()): string {
  const body = `${packageId}.${now.getTime() + PACKAGE_GRANT_TTL_MS}`;
  return `${body}.${sign(secret, body)}`;
}

export type GrantCheck = { ok: true; packageId: string } | { ok: false; reason: 'expired' | 'invalid' };

export function checkPackageGrant(secret: string, grant: string, now = new Date()): GrantCheck {
  const [packageId, expires, signature, ...rest] = grant.split('.');
  if (rest.length || !packageId || !expires || !signature || !/^[0-9a-f-]{36}$/.test(packageId)) return { ok: false, reason: 'invalid' };
  const want = Buffer.from(sign(secret, `${packageId}.${expires}`));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, reason: 'invalid' };
  return Number(expires) < now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, packageId };
}

/** The package origin's whole app: package files by grant, nothing else. */
export function createPackageOriginApp(deps: Deps, options: { appOrigin: string; now?: () => Date }) {
  const app = new Hono();
  const now = options.now ?? (() => new Date());
  const refuse = (status: 403 | 404, message: string) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
    });

  app.get('/p/:grant/*', async (c) => {
    const grant = checkPackageGrant(deps.config.signingSecret, c.req.param('grant'), now());
    if (!grant.ok)
      return refuse(403, grant.reason === 'expired' ? 'This course link has expired: open the course again from the hub.' : 'This course link is not valid.');
    const prefix = `/p/${c.req.param('grant')}/`;
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
    } catch {
      return refuse(404, 'Not found.');
    }
    const pkg = await deps.prisma.scormPackage.findUnique({ where: { id: grant.packageId }, select: { files: true } });
    const files = pkg?.files as PackageFiles | undefined;
    // Own keys only: `__proto__` or `constructor` is a path like any other, and not in the package.
    const entry = files && Object.hasOwn(files, path) ? files[path] : undefined;
    if (!entry) return refuse(404, 'Not found.');
    const file = await deps.storage.open(entry.key);
    if (!file) return refuse(404, 'Not found.');
    return new Response(c.req.method === 'HEAD' ? null : file.body, {
      headers: {
        'Content-Type': entry.type,
        'Content-Length': String(file.size),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': `frame-ancestors 'self' ${options.appOrigin}`,
        'Cache-Control': `private, max-age=${PACKAGE_GRANT_TTL_MS / 1000}`,
      },
    });
  });
  app.all('*', () => refuse(404, 'Not found.'));
  return app;
}
