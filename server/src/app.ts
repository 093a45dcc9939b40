/**
 * The whole HTTP surface as one fetch handler: /graphql, /api/v1, uploaded files, the built
 * client with SPA fallback, /healthz and /readyz. Tests call `app.fetch` directly; http.ts serves it.
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
import { openApiDocument } from './rest/v1/registry.js';
import { outboxJson, outboxPage } from './mail/outbox-page.js';
import { serveUploads } from './uploads/serve.js';
import { isMultipart, isSpilledRequest, spillMultipart, UPLOAD_LIMITS } from './uploads/multipart.js';
import { mayUploadPackages, PACKAGE_UPLOAD_LIMITS, uploadsPackage } from './uploads/package-upload-limits.js';
import { serveClient } from './static.js';
import { compressAnswers } from './compress-answers.js';
import { embedCodeFrame } from './embed-code-frame.js';
import { healthRoutes } from './health.js';
import { createMetrics, routeOf } from './metrics.js';
import { traceRequests } from './telemetry.js';
import { requestContext, requestIdFrom } from './lib/request-context.js';
import { hostRouting, signInDesignStylesheet, tlsAsk } from './modules/domains/index.js';
import { ltiBrowserRoutes } from './modules/lti/index.js';
import { xapiRoutes } from './modules/xapi/index.js';

/** Node's socket address, passed in by http.ts (tests leave it unset). */
export type AppEnv = { Bindings: { ip?: string } };

/** `isDraining`: the HTTP server is shutting down (http.ts), so /readyz turns traffic away. */
export function createApp(deps: Deps, options: { isDraining?: () => boolean } = {}) {
  const yoga = createGraphQL(deps);
  const app = new Hono<AppEnv>();
  const ipOf = (c: { env?: { ip?: string } }) => c.env?.ip ?? 'unknown';

  // Every answer names its request (lib/request-context.ts): in X-Request-Id, in the log lines
  // written while answering, and in those of the jobs it sends.
  app.use('*', async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    await requestContext.run({ requestId }, next);
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', requestId);
    }
  });
  // Every answer counted and timed (metrics.ts), whatever answers it.
  const rest = createRestApi(deps);
  const resources = restResources();
  const metrics = createMetrics(deps, resources);
  // Every request a trace of its own when OpenTelemetry exports (telemetry.ts); otherwise not
  // even a no-op span per request.
  if (deps.config.OTEL_EXPORTER_OTLP_ENDPOINT)
    app.use(
      '*',
      traceRequests((p) => routeOf(p, resources)),
    );
  app.use('*', metrics.measure);
  // First: a custom domain's host serves only its company's hub (modules/domains/host-routing.ts).
  app.use('*', hostRouting(deps));
  app.get('/tls/ask', tlsAsk(deps));
  app.get('/sign-in-design.css', signInDesignStylesheet(deps));

  // Alive (the process answers) and ready (its database, Redis and file store answer): health.ts.
  const health = healthRoutes(deps, options.isDraining ?? (() => false));
  app.get('/healthz', health.alive);
  app.get('/readyz', health.ready);
  app.get('/metrics', metrics.serve);
  // What the API's own handlers don't answer (host routing, uploads, the dev outbox):
  // the database away is a 503 "try again", anything else Hono's plain 500.
  app.onError((err, c) => {
    const refusal = databaseRefusal(err);
    if (!refusal) {
      deps.logger.error(`${c.req.method} ${c.req.path} failed`, err);
      return c.text('Internal Server Error', 500);
    }
    c.header('Retry-After', String(refusal.retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return !(c.req.header('accept') ?? '').includes('text/html')
      ? c.json({ ok: false, error: refusal.message }, 503)
      : c.html(`<!doctype html><title>Unavailable</title><p>${refusal.message}</p>`, 503);
  });

  // JSON bodies are small. Multipart uploads (one 15 MB file plus form fields) are limited while
  // they stream to temporary files (uploads/multipart.ts), never buffered here.
  const limitBody = async (c: import('hono').Context, next: () => Promise<void>) => {
    if (isMultipart(c.req.raw)) return next();
    return bodyLimit({
      maxSize: deps.config.MAX_JSON_BYTES,
      onError: (c) => c.json({ error: 'The request body is too large.' }, 413),
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
  // API answers of 1 KB and more go compressed (compress-answers.ts).
  for (const path of ['/graphql', '/api/*']) app.use(path, compressAnswers());
  for (const path of ['/graphql', '/api/*', '/auth/*', '/dev/*']) app.use(path, noStore);

  // GraphQL file uploads (multipart request spec) get the upload limit too.
  app.use('/graphql', limitBody);
  app.use('/api/*', limitBody);
  app.use('/lti/*', limitBody);
  // Uploaded files go to temporary files as they arrive, not into memory (uploads/multipart.ts).
  // SCORM packages may be 200 MB (uploads/package-upload-limits.ts): on their REST routes, and in
  // GraphQL forms of staff who may upload them, whose operation uploads a package.
  app.use(
    '/graphql',
    spillMultipart(async (c) =>
      (await mayUploadPackages(deps, c.req.raw))
        ? { limits: PACKAGE_UPLOAD_LIMITS, narrow: (fields) => (uploadsPackage(fields) ? PACKAGE_UPLOAD_LIMITS : UPLOAD_LIMITS) }
        : { limits: UPLOAD_LIMITS },
    ),
  );
  app.use(
    '/api/*',
    spillMultipart((c) => ({ limits: /^\/api\/v1\/packages(\/|$)/.test(c.req.path) ? PACKAGE_UPLOAD_LIMITS : UPLOAD_LIMITS })),
  );

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { ip: ipOf(c) }));
  app.all('/api/v1/*', (c) => rest.fetch(isSpilledRequest(c.req.raw) ? c.req.raw : new Request(c.req.raw), { ip: ipOf(c) }));
  if (deps.config.EXPOSE_OUTBOX) {
    // Mailed links are secrets (confirmation, invites): only someone on this machine may read them.
    const localOnly = async (c: import('hono').Context<AppEnv>, next: () => Promise<void>) =>
      isLoopback(ipOf(c)) ? next() : c.json({ error: 'No such route.' }, 404);
    app.get('/api/dev/outbox', localOnly, outboxJson(deps));
    app.get('/dev/outbox', localOnly, outboxPage(deps));
  }
  app.route('/auth/oidc', oidcBrowserRoutes(deps));
  // LTI 1.3: the key set, login initiation, launch, deep linking (modules/lti).
  app.route('/lti', ltiBrowserRoutes(deps));
  // The company's xAPI 1.0.3 LRS (modules/xapi): API tokens, its own body limit and CORS.
  app.route('/xapi', xapiRoutes(deps, ipOf));
  app.get('/uploads/:key', serveUploads(deps));
  app.get('/frames/embed-code', embedCodeFrame);
  app.all('/api/*', (c) => c.json({ error: 'No such route.' }, 404));
  app.get(
    '*',
    serveClient(clientDistDir(), () => deps.config.packageOrigin),
  );
  return { app, yoga, metrics, fetch: app.fetch };
}

/** `/api/v1/<resource>/…`: the resources the REST routes declare. */
function restResources(): Set<string> {
  const { paths } = openApiDocument() as { paths: Record<string, unknown> };
  return new Set(Object.keys(paths).map((p) => p.split('/')[3] ?? ''));
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

function clientDistDir(): string {
  return path.join(repoRoot, 'client', 'dist');
}
