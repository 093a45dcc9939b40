/**
 * OpenTelemetry (telemetry.ts) exported by OTLP to a receiver this test runs (the OTLP/HTTP JSON
 * encoding, as a collector accepts it): one trace per request, HTTP → GraphQL operation → Prisma's
 * query and SQL spans, continuing the caller's traceparent; and the request-duration metric.
 */
import { randomBytes } from 'node:crypto';
import { withoutCost } from './test/without-cost.js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { startTelemetry, type Telemetry } from './telemetry.js';

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: Record<string, unknown> }[] };

const received: { traces: any[]; metrics: any[] } = { traces: [], metrics: [] };
let receiver: Server;
let telemetry: Telemetry;
let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;

const spans = (): OtlpSpan[] => received.traces.flatMap((r) => r.resourceSpans.flatMap((rs: any) => rs.scopeSpans.flatMap((ss: any) => ss.spans)));
const attr = (s: OtlpSpan, key: string) => Object.values(s.attributes?.find((a) => a.key === key)?.value ?? {})[0];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      expect(req.headers['content-type']).toContain('application/json');
      if (req.url === '/v1/traces') received.traces.push(JSON.parse(body));
      if (req.url === '/v1/metrics') received.metrics.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  // Before the app: its middleware takes the meter when it is built.
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  telemetry = startTelemetry(endpoint, 'learnhub-test')!;
  t = await createTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
  A = await buildCompany(t);
});
afterAll(async () => {
  await telemetry?.shutdown();
  await t?.close();
  receiver?.close();
});

describe('OpenTelemetry over OTLP', () => {
  it('one trace per request: HTTP → the GraphQL operation → Prisma and its SQL, under the caller’s traceparent', async () => {
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${A.owner.token}`, traceparent: `00-${traceId}-${callerSpan}-01` },
      body: JSON.stringify({ query: 'query CompanyName { viewer { company { name } } }', operationName: 'CompanyName' }),
    });
    expect(withoutCost(await res.json())).toEqual({ data: { viewer: { company: { name: A.company.name } } } });
    await telemetry.flush();

    const mine = spans().filter((s) => s.traceId === traceId);
    const http = mine.find((s) => s.name === 'POST graphql');
    expect(http?.parentSpanId).toBe(callerSpan);
    expect(attr(http!, 'http.response.status_code')).toBe(200);
    const operation = mine.find((s) => s.name === 'graphql.execute CompanyName');
    expect(operation?.parentSpanId).toBe(http!.spanId);
    expect(attr(operation!, 'graphql.operation.type')).toBe('query');
    // Prisma's spans: each query an operation runs, and the SQL below it, all within the operation.
    const byId = new Map(mine.map((s) => [s.spanId, s]));
    const under = (ancestor: OtlpSpan) => (s: OtlpSpan) => {
      for (let p = s.parentSpanId; p; p = byId.get(p)?.parentSpanId) if (p === ancestor.spanId) return true;
      return false;
    };
    // The caller's session is looked up before the operation runs (under the request); the
    // operation's own reads under the operation.
    const sql = mine.filter((s) => s.name === 'prisma:client:db_query');
    expect(sql.length).toBeGreaterThanOrEqual(2);
    expect(sql.every(under(http!))).toBe(true);
    const operationSql = sql.filter(under(operation!));
    expect(operationSql.length).toBeGreaterThanOrEqual(1);
    expect(operationSql.every((s) => /^SELECT\b/i.test(String(attr(s, 'db.query.text'))))).toBe(true);
    expect(mine.some((s) => s.name === 'prisma:client:operation' && under(operation!)(s))).toBe(true);
  });

  it('a REST call is its own trace, named by its resource (never by ids: names stay a fixed set)', async () => {
    await t.fetch(`/api/v1/hub/materials?company=${A.company.slug}`);
    await telemetry.flush();
    const rest = spans().find((s) => attr(s, 'url.path') === '/api/v1/hub/materials');
    expect(rest?.name).toBe('GET api/v1/hub');
    expect(rest!.parentSpanId ?? '').toBe('');
  });

  it('request durations as the http.server.request.duration histogram', async () => {
    await telemetry.flush();
    const metrics = received.metrics.flatMap((m) => m.resourceMetrics.flatMap((rm: any) => rm.scopeMetrics.flatMap((sm: any) => sm.metrics)));
    const duration = metrics.find((m: any) => m.name === 'http.server.request.duration');
    expect(duration?.unit).toBe('s');
    const points = duration.histogram.dataPoints as { count: number | string; attributes: { key: string; value: Record<string, unknown> }[] }[];
    const graphql = points.find((p) => p.attributes.some((a) => a.key === 'http.route' && Object.values(a.value)[0] === 'graphql'));
    expect(Number(graphql?.count)).toBeGreaterThanOrEqual(1);
  });
});
