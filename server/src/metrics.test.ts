/**
 * /metrics (metrics.ts): only with METRICS_TOKEN and only to its bearer; counts and times every
 * answer under a fixed set of route names; reports open WebSockets, the job queues and, on
 * PostgreSQL, the pool. Counts worked out from the requests made here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp } from './test/harness.js';
import { startTestHttpServer } from './test/http-server.js';
import { routeOf } from './metrics.js';

const TOKEN = 'metrics-token-0123456789';

describe('/metrics', () => {
  let s: Awaited<ReturnType<typeof startTestHttpServer>>;
  const scrape = (auth?: string) => fetch(`${s.baseUrl}/metrics`, { headers: auth ? { authorization: auth } : {} });
  beforeAll(async () => {
    s = await startTestHttpServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => s.close());

  it('is not there without METRICS_TOKEN', async () => {
    const t = await createTestApp();
    try {
      expect((await t.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers only its bearer', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts answers by method, route and status, times them, and reports sockets, queues and the pool', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${s.baseUrl}/readyz`);
    await fetch(`${s.baseUrl}/api/v1/profile`); // 401: no token
    await fetch(`${s.baseUrl}/api/v1/x-${Math.random()}`); // 404, under one name however many
    await fetch(`${s.baseUrl}/api/v1/y-${Math.random()}`);
    await fetch(`${s.baseUrl}/api/v1/hub/company?company=nobody-here`); // a query: the pool opens a connection
    const socket = new WebSocket(s.wsUrl, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    socket.close();
    expect(text).toContain('http_requests_total{method="GET",route="readyz",status="200"} 3');
    expect(text).toContain('http_requests_total{method="GET",route="api/v1/profile",status="401"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="api/v1/other",status="404"} 2');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="readyz"} 3');
    expect(text).toContain('websocket_connections 1');
    expect(text).toContain('jobs_waiting{queue="billing.renew"} 0');
    expect(text).toMatch(/process_cpu_seconds_total \d/);
    if (process.env.DATABASE_URL) expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    else expect(text).not.toContain('db_pool_connections');
  });
});

describe('routeOf', () => {
  it('names a request by a fixed set of routes', () => {
    const rest = new Set(['profile', 'hub']);
    expect(routeOf('/graphql', rest)).toBe('graphql');
    expect(routeOf('/api/v1/hub/company', rest)).toBe('api/v1/hub');
    expect(routeOf('/api/v1/hubx', rest)).toBe('api/v1/other');
    expect(routeOf('/uploads/abc.png', rest)).toBe('uploads');
    expect(routeOf('/demo/paths/x', rest)).toBe('page');
    expect(routeOf('/metrics', rest)).toBe('metrics');
  });
});
