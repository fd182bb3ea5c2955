/** A started tracer: flushes and stops on shutdown. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * docs/operations.md "Traces": OpenTelemetry, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans of
 * the HTTP server and client (node's http), of Fastify's routes and hooks (@fastify/otel, which joins
 * through Fastify's diagnostics channel) and of every PostgreSQL query (pg), exported over OTLP/HTTP
 * to `<endpoint>/v1/traces` in batches. It must start before `pg` is first imported, so main.ts calls
 * it before it imports the server; the packages are imported only when tracing is on.
 */
export async function startTracing(endpoint: string, serviceName: string): Promise<Tracing> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    // Traces only: unset, the SDK would also export its own HTTP metrics and the logs over OTLP, and
    // measure every request a second time beside /api/metrics (docs/operations.md "Overhead").
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      // A query's span, not the pool's checkout of a connection for it (one more span a query).
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      // The request's and the handler's spans; a span per hook (rate limit, headers, metrics: a dozen a
      // request) would cost more than it tells (docs/operations.md "Overhead").
      new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
