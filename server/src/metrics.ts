/**
 * Prometheus metrics at `GET /metrics`, served only when METRICS_TOKEN is set and only to
 * `Authorization: Bearer $METRICS_TOKEN` (401 otherwise; 404 when unset, as if there were no such
 * address). One registry per process (prom-client), scraped from each process: a fleet's totals
 * are the scraper's sums.
 *
 * - `http_requests_total{method,route,status}` and `http_request_duration_seconds{method,route}`:
 *   rates, latencies and errors (status 5xx; `http_server_errors_total` counts them alone).
 *   `route` is a small fixed set (graphql, api/v1/<resource>, uploads, page…), never the raw
 *   path, so a scanner's random addresses can't grow the series without bound.
 * - `db_pool_connections{state}`: PostgreSQL's pool (total, idle, waiting), read at each scrape.
 * - `jobs_waiting{queue}`: each background queue's waiting jobs, read at each scrape.
 * - `websocket_connections`: open GraphQL WebSockets on this process.
 * - Node's own (`process_*`, `nodejs_*`: CPU, memory, event-loop lag, GC).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Deps } from './deps.js';

export type Metrics = {
  registry: Registry;
  /** Hono middleware timing every answer. */
  measure: MiddlewareHandler;
  /** The HTTP server tells how many WebSockets are open (http.ts). */
  countSockets(count: () => number): void;
  serve(c: Context): Promise<Response>;
};

/** A low-cardinality name for what was asked: REST by its resource when it is one of ours (`apiResources`). */
export function routeOf(path: string, apiResources: ReadonlySet<string>): string {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/api/v1/')) {
    const resource = path.slice('/api/v1/'.length).split('/')[0] ?? '';
    return apiResources.has(resource) ? `api/v1/${resource}` : 'api/v1/other';
  }
  if (path.startsWith('/api/')) return 'api/other';
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path.startsWith('/assets/')) return 'assets';
  if (['/healthz', '/readyz', '/metrics'].includes(path)) return path.slice(1);
  if (path.startsWith('/auth/')) return 'auth';
  return 'page';
}

/** `apiResources`: the first path segments of the REST routes (from the OpenAPI document). */
export function createMetrics(deps: Deps, apiResources: ReadonlySet<string>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const serverErrors = new Counter({ name: 'http_server_errors_total', help: 'HTTP answers with a 5xx status', labelNames: ['route'], registers: [registry] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer (to the response head; a streamed body may take longer)',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let sockets: () => number = () => 0;
  new Gauge({
    name: 'websocket_connections',
    help: 'Open GraphQL WebSockets on this process',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });
  const driver = deps.db.driver;
  if (driver.kind === 'postgres') {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (waiting: queries queued for a connection)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, driver.pool.totalCount);
        this.set({ state: 'idle' }, driver.pool.idleCount);
        this.set({ state: 'waiting' }, driver.pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'jobs_waiting',
    help: 'Background jobs waiting to run (created or to be retried), by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const queue of deps.jobs.names()) this.set({ queue }, await deps.jobs.waiting(queue).catch(() => Number.NaN));
    },
  });

  const token = deps.config.METRICS_TOKEN;
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return {
    registry,
    measure: async (c, next) => {
      const started = performance.now();
      await next();
      const route = routeOf(c.req.path, apiResources);
      const status = c.res.status;
      requests.inc({ method: c.req.method, route, status: String(status) });
      if (status >= 500) serverErrors.inc({ route });
      duration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    },
    countSockets(count) {
      sockets = count;
    },
    async serve(c) {
      if (!expected) return c.json({ error: 'Not found.' }, 404);
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return c.json({ error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' }, 401, { 'WWW-Authenticate': 'Bearer' });
      return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
    },
  };
}
