import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminStatement } from '../../server/src/db/isolated-database';
import { startLoggedServer, type LoggedServer } from './support/logged-server';

// docs/operations.md "Traces": with OTEL_EXPORTER_OTLP_ENDPOINT set, the server sends its spans over
// OTLP/HTTP, and a request's log lines carry its trace id as their request id.
interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
}
interface OtlpExport {
  resourceSpans?: Array<{ scopeSpans?: Array<{ scope?: { name?: string }; spans?: OtlpSpan[] }> }>;
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pgw_tracing_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let receiver: Server | undefined;
let server: LoggedServer | undefined;

afterAll(async () => {
  if (server !== undefined && server.child.exitCode === null) await server.stop();
  receiver?.close();
  await runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
});

/** A tiny OTLP/HTTP receiver: every span posted to /v1/traces, with its instrumentation's name. */
async function startReceiver(): Promise<{ endpoint: string; spans: Array<OtlpSpan & { scope: string }> }> {
  const spans: Array<OtlpSpan & { scope: string }> = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, scope: scope.scope?.name ?? '' });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  const address = receiver.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { endpoint: `http://127.0.0.1:${port}`, spans };
}

describe('tracing', () => {
  it('sends the spans of a request, its database queries among them, under the trace id its log lines carry', async () => {
    await runAdminStatement(adminUrl, `create database ${name}`);
    const otlp = await startReceiver();
    server = await startLoggedServer({ DATABASE_URL: url.toString(), OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' });
    expect((await fetch(`${server.origin}/api/ready?probe=traced`)).status).toBe(200);
    const logged = await server.waitForLine((line) => (line.req as { url?: string } | undefined)?.url === '/api/ready?probe=traced');
    const traceId = String(logged.reqId);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    // The spans come in batches as they end: the query's before the request's.
    const scopes = ['http', 'fastify', 'pg'];
    const until = Date.now() + 30_000;
    while (Date.now() < until && !scopes.every((scope) => otlp.spans.some((span) => span.traceId === traceId && span.scope.includes(scope)))) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const ofRequest = otlp.spans.filter((span) => span.traceId === traceId);
    // The HTTP server's span (kind 2: server), Fastify's, and the readiness call's query.
    expect(ofRequest.some((span) => span.kind === 2 && span.scope.includes('http'))).toBe(true);
    expect(ofRequest.some((span) => span.scope.includes('fastify'))).toBe(true);
    expect(ofRequest.some((span) => span.scope.includes('pg'))).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 300_000);
});
