/**
 * The whole HTTP surface as one fetch handler: /graphql, /api/v1, uploaded files, the built
 * client with SPA fallback, /healthz. Tests call `app.fetch` directly; http.ts serves it.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from './deps.js';
import { repoRoot } from './lib/paths.js';
import { databaseRefusal } from './db/outage.js';
import { oidcBrowserRoutes } from './modules/accounts/index.js';
import { createGraphQL } from './graphql/yoga.js';
import { createRestApi } from './rest/v1/index.js';
import { outboxJson, outboxPage } from './mail/outbox-page.js';
import { serveUploads } from './uploads/serve.js';
import { serveClient } from './static.js';
import { MAX_UPLOAD_BYTES } from './uploads/file-check.js';
import { embedCodeFrame } from './embed-code-frame.js';
import { hostRouting, signInDesignStylesheet, tlsAsk } from './modules/domains/index.js';

/** Node's socket address, passed in by http.ts (tests leave it unset). */
export type AppEnv = { Bindings: { ip?: string } };

export function createApp(deps: Deps) {
  const yoga = createGraphQL(deps);
  const app = new Hono<AppEnv>();
  const ipOf = (c: { env?: { ip?: string } }) => c.env?.ip ?? 'unknown';

  // First: a custom domain's host serves only its company's hub (modules/domains/host-routing.ts).
  app.use('*', hostRouting(deps));
  app.get('/tls/ask', tlsAsk(deps));
  app.get('/sign-in-design.css', signInDesignStylesheet(deps));

  // A load balancer takes the process out while its database is away (503, below), not for ever.
  app.get('/healthz', async (c) => {
    await deps.prisma.$queryRaw`SELECT 1`;
    return c.json({ ok: true });
  });
  // What the API's own handlers don't answer (host routing, /healthz, uploads, the dev outbox):
  // the database away is a 503 "try again", anything else Hono's plain 500.
  app.onError((err, c) => {
    const refusal = databaseRefusal(err);
    if (!refusal) {
      deps.logger.error(`${c.req.method} ${c.req.path} failed`, err);
      return c.text('Internal Server Error', 500);
    }
    c.header('Retry-After', String(refusal.retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return c.req.path === '/healthz' || !(c.req.header('accept') ?? '').includes('text/html')
      ? c.json({ ok: false, error: refusal.message }, 503)
      : c.html(`<!doctype html><title>Unavailable</title><p>${refusal.message}</p>`, 503);
  });

  // JSON bodies are small; multipart uploads may carry one 15 MB file plus form fields.
  const limitBody = async (c: import('hono').Context, next: () => Promise<void>) => {
    const multipart = (c.req.header('content-type') ?? '').includes('multipart/form-data');
    return bodyLimit({
      maxSize: multipart ? MAX_UPLOAD_BYTES + 64 * 1024 : deps.config.MAX_JSON_BYTES,
      onError: (c) => c.json({ error: multipart ? 'File size exceeds the maximum limit of 15 MB.' : 'The request body is too large.' }, 413),
    })(c, next);
  };
  // Answers that can carry a token or a mailed link (sign-in, sign-up, invites, OIDC completion,
  // the dev outbox) and every other API answer: never stored by browsers or proxies, unless the
  // route chose its own caching.
  const noStore = async (c: import('hono').Context, next: () => Promise<void>) => {
    await next();
    if (c.res.headers.has('Cache-Control')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // Immutable headers (a fetched Response): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
  for (const path of ['/graphql', '/api/*', '/auth/*', '/dev/*']) app.use(path, noStore);

  // GraphQL file uploads (multipart request spec) get the upload limit too.
  app.use('/graphql', limitBody);
  app.use('/api/*', limitBody);

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { ip: ipOf(c) }));
  const rest = createRestApi(deps);
  app.all('/api/v1/*', (c) => rest.fetch(new Request(c.req.raw), { ip: ipOf(c) }));
  if (deps.config.EXPOSE_OUTBOX) {
    // Mailed links are secrets (confirmation, invites): only someone on this machine may read them.
    const localOnly = async (c: import('hono').Context<AppEnv>, next: () => Promise<void>) =>
      isLoopback(ipOf(c)) ? next() : c.json({ error: 'No such route.' }, 404);
    app.get('/api/dev/outbox', localOnly, outboxJson(deps));
    app.get('/dev/outbox', localOnly, outboxPage(deps));
  }
  app.route('/auth/oidc', oidcBrowserRoutes(deps));
  app.get('/uploads/:key', serveUploads(deps));
  app.get('/frames/embed-code', embedCodeFrame);
  app.all('/api/*', (c) => c.json({ error: 'No such route.' }, 404));
  app.get('*', serveClient(clientDistDir()));
  return { app, yoga, fetch: app.fetch };
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

function clientDistDir(): string {
  return path.join(repoRoot, 'client', 'dist');
}
