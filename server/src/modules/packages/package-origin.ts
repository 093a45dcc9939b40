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
import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { domainOrigin } from '../domains/index.js';
import type { PackageSco } from './manifest.js';
import { MAX_PATH_LENGTH } from './package-zip.js';
import { RUNTIME_LIBRARIES, RUNTIME_SCRIPT, runtimePage } from './runtime-page.js';
import type { PackageFiles } from './store-package.js';

/** How long a launch's address works: a long course sitting, not a forwarded link's lifetime. */
export const PACKAGE_GRANT_TTL_MS = 12 * 60 * 60_000;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`package-grant:${body}`).digest('base64url');

/** A grant to read one package's files until `now + PACKAGE_GRANT_TTL_MS`. */
export function packageGrant(secret: string, packageId: string, now = new Date()): string {
  const body = `${packageId}.${now.getTime() + PACKAGE_GRANT_TTL_MS}`;
  return `${body}.${sign(secret, body)}`;
}

/**
 * The hub page that frames a runtime page when it is not the app's own origin (a company's custom
 * domain): named in the runtime address beside a signature over it and the grant, so the package
 * origin relays to that page (and lets it frame the runtime) only when the app said so.
 */
export function parentSignature(secret: string, grant: string, parent: string): string {
  return createHmac('sha256', secret).update(`package-parent:${grant}:${parent}`).digest('base64url');
}

const sameSignature = (want: Buffer, got: Buffer) => want.length === got.length && timingSafeEqual(want, got);

const LINK_EXPIRED = 'This course link has expired: open the course again from the hub.';
const LINK_INVALID = 'This course link is not valid.';

export type GrantCheck = { ok: true; packageId: string } | { ok: false; reason: 'expired' | 'invalid' };

export function checkPackageGrant(secret: string, grant: string, now = new Date()): GrantCheck {
  const [packageId, expires, signature, ...rest] = grant.split('.');
  if (rest.length || !packageId || !expires || !signature || !/^[0-9a-f-]{36}$/.test(packageId)) return { ok: false, reason: 'invalid' };
  const want = Buffer.from(sign(secret, `${packageId}.${expires}`));
  const got = Buffer.from(signature);
  if (!sameSignature(want, got)) return { ok: false, reason: 'invalid' };
  return Number(expires) < now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, packageId };
}

/** A launch (`dir/page name.html?x=1#start`) as an address: each path segment encoded, the parameters kept. */
export function launchAddress(launch: string): string {
  const cut = launch.search(/[?#]/);
  const [file, rest] = cut < 0 ? [launch, ''] : [launch.slice(0, cut), launch.slice(cut)];
  return `${file.split('/').map(encodeURIComponent).join('/')}${rest}`;
}

/** The package origin's whole app: package files and runtime pages by grant, the runtime's scripts, nothing else. */
export function createPackageOriginApp(deps: Deps, options: { appOrigin: string; now?: () => Date }) {
  const app = new Hono();
  const now = options.now ?? (() => new Date());
  const refuse = (status: 403 | 404, message: string) =>
    new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' },
    });

  // The runtime page of one item (runtime-page.ts): framed by the app's hub and preview pages only.
  app.get('/run/:grant/:identifier', async (c) => {
    const grant = checkPackageGrant(deps.config.signingSecret, c.req.param('grant'), now());
    if (!grant.ok) return refuse(403, grant.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
    // The framing hub page: the app's origin, or the one the app signed into the address.
    const parent = c.req.query('parent');
    let appOrigin = options.appOrigin;
    if (parent !== undefined) {
      const want = Buffer.from(parentSignature(deps.config.signingSecret, c.req.param('grant'), parent));
      const got = Buffer.from(c.req.query('sig') ?? '');
      if (!sameSignature(want, got) || !/^https?:\/\/[^/?#\s]+$/.test(parent)) return refuse(403, LINK_INVALID);
      appOrigin = parent;
    }
    const pkg = await deps.prisma.scormPackage.findUnique({ where: { id: grant.packageId }, select: { standard: true, title: true, scos: true } });
    const identifier = c.req.param('identifier');
    const item = (pkg?.scos as PackageSco[] | undefined)?.find((s) => s.identifier === identifier);
    if (!pkg || !item) return refuse(404, 'Not found.');
    const html = runtimePage({
      appOrigin,
      standard: pkg.standard === 'scorm12' ? 'scorm12' : 'scorm2004',
      identifier: item.identifier,
      title: item.title || pkg.title,
      launchUrl: `/p/${c.req.param('grant')}/${launchAddress(item.launch)}`,
      sco: item.sco,
    });
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors ${appOrigin}`,
        'Cache-Control': 'no-store',
      },
    });
  });

  // frame-ancestors is checked against every ancestor, the top window too: a hub on the company's
  // custom domain frames the runtime page, which frames the file. Its verified domains, kept a minute.
  const domainCache = new Map<string, { at: number; origins: Promise<string[]> }>();
  const hubOrigins = (companyId: string): Promise<string[]> => {
    const cached = domainCache.get(companyId);
    if (cached && now().getTime() - cached.at < 60_000) return cached.origins;
    const origins = deps.prisma.domain
      .findMany({ where: { companyId, status: 'VERIFIED' }, select: { domain: true } })
      .then((rows) => rows.map((r) => domainOrigin(deps.config, r.domain)));
    if (domainCache.size > 1000) domainCache.clear();
    domainCache.set(companyId, { at: now().getTime(), origins });
    origins.catch(() => domainCache.delete(companyId));
    return origins;
  };

  const libraries = new Map<string, Promise<string>>();
  app.get('/runtime/:file', async (c) => {
    const file = c.req.param('file');
    let body: string;
    if (file === 'runtime.js') body = RUNTIME_SCRIPT;
    else if (Object.hasOwn(RUNTIME_LIBRARIES, file)) {
      const name = file as keyof typeof RUNTIME_LIBRARIES;
      if (!libraries.has(name)) libraries.set(name, readFile(RUNTIME_LIBRARIES[name], 'utf8'));
      body = await libraries.get(name)!;
    } else return refuse(404, 'Not found.');
    return new Response(body, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' },
    });
  });

  app.get('/p/:grant/*', async (c) => {
    const grant = checkPackageGrant(deps.config.signingSecret, c.req.param('grant'), now());
    if (!grant.ok) return refuse(403, grant.reason === 'expired' ? LINK_EXPIRED : LINK_INVALID);
    const prefix = `/p/${c.req.param('grant')}/`;
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname.slice(prefix.length));
    } catch {
      return refuse(404, 'Not found.');
    }
    if (path.length > MAX_PATH_LENGTH) return refuse(404, 'Not found.');
    // The one entry, picked by the database: the list of a 10,000-file package is never read into
    // this process per file. A JSON key lookup has no prototype: `__proto__` is a path like any other.
    const [row] = await deps.prisma.$queryRaw<{ entry: PackageFiles[string] | null; companyId: string }[]>`
      SELECT "files" -> ${path} AS "entry", "companyId"::text AS "companyId" FROM "ScormPackage" WHERE "id" = ${grant.packageId}::uuid`;
    const entry = row?.entry;
    if (!entry || typeof entry.key !== 'string') return refuse(404, 'Not found.');
    const headers = async (size: number) => ({
      'Content-Type': entry.type,
      'Content-Length': String(size),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `frame-ancestors 'self' ${[options.appOrigin, ...(await hubOrigins(row!.companyId))].join(' ')}`,
      'Cache-Control': `private, max-age=${PACKAGE_GRANT_TTL_MS / 1000}`,
    });
    // HEAD asks the store for the size only: an opened stream nobody reads would hold a file
    // handle (or a bucket connection) and its first chunk for good.
    if (c.req.raw.method === 'HEAD') {
      const found = await deps.storage.has(entry.key);
      return found ? new Response(null, { headers: await headers(found.size) }) : refuse(404, 'Not found.');
    }
    const file = await deps.storage.open(entry.key);
    if (!file) return refuse(404, 'Not found.');
    return new Response(file.body, { headers: await headers(file.size) });
  });
  app.all('*', () => refuse(404, 'Not found.'));
  return app;
}
