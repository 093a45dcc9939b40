/**
 * OpenTelemetry, exported by OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (the
 * standard variables apply: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS, OTEL_RESOURCE_ATTRIBUTES…).
 * Without it nothing is started and the API's calls below are no-ops.
 *
 * Traces, one tree per request: the HTTP request (a server span named by method and route, as
 * metrics.ts names routes; continues the caller's W3C `traceparent`), the GraphQL operation
 * inside it (graphql/telemetry-plugin.ts), and Prisma's spans for each query and the SQL it sends
 * (@prisma/instrumentation: it hooks Prisma's own tracing, so it works under ESM with no loader
 * flags, on PostgreSQL and on the embedded database alike). Jobs a request sends carry its
 * request id (lib/request-context.ts) rather than its trace.
 *
 * Metrics: `http.server.request.duration` (seconds, by method, route and status: rate, latency
 * and errors in one histogram, as the semantic conventions name it) every 15 s. The Prometheus
 * endpoint (metrics.ts) stays the fuller picture for those who scrape.
 *
 * Started first thing in main.ts, before the database opens; the test starts it itself.
 */
import { context, metrics, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import type { MiddlewareHandler } from 'hono';

export const TRACER_NAME = 'learnhub';
const METRIC_INTERVAL_MS = 15_000;

export type Telemetry = { flush(): Promise<void>; shutdown(): Promise<void> };

/** Starts exporting when `endpoint` is set (OTEL_EXPORTER_OTLP_ENDPOINT); null otherwise. */
export function startTelemetry(endpoint: string | undefined, serviceName: string): Telemetry | null {
  if (!endpoint) return null;
  const base = endpoint.replace(/\/$/, '');
  const resource = resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? serviceName });
  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${base}/v1/traces` }))],
  });
  // Also installs the AsyncLocalStorage context manager and the W3C trace-context propagator.
  tracerProvider.register();
  const meterProvider = new MeterProvider({
    resource,
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: `${base}/v1/metrics` }), exportIntervalMillis: METRIC_INTERVAL_MS })],
  });
  metrics.setGlobalMeterProvider(meterProvider);
  registerInstrumentations({ tracerProvider, instrumentations: [new PrismaInstrumentation()] });
  return {
    async flush() {
      await Promise.all([tracerProvider.forceFlush(), meterProvider.forceFlush()]);
    },
    async shutdown() {
      await Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()]);
    },
  };
}

/**
 * The HTTP request's span, the parent of everything that answers it; `routeOf` names the route
 * with ids left out (one name per route, not per material).
 */
export function traceRequests(routeOf: (path: string) => string): MiddlewareHandler {
  const tracer = trace.getTracer(TRACER_NAME);
  const duration = metrics.getMeter(TRACER_NAME).createHistogram('http.server.request.duration', { unit: 's', description: 'Time to answer an HTTP request' });
  return async (c, next) => {
    const route = routeOf(c.req.path);
    const parent = propagation.extract(context.active(), Object.fromEntries(c.req.raw.headers));
    const started = performance.now();
    await tracer.startActiveSpan(
      `${c.req.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method, 'http.route': route, 'url.path': c.req.path } },
      parent,
      async (span: Span) => {
        try {
          await next();
          span.setAttribute('http.response.status_code', c.res.status);
          if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
          duration.record((performance.now() - started) / 1000, {
            'http.request.method': c.req.method,
            'http.route': route,
            'http.response.status_code': c.res.status,
          });
        }
      },
    );
  };
}
