import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics';

/**
 * docs/operations.md "Metrics": METRICS_PORT serves the metrics at /metrics on a port of their own,
 * without a token: a port a scraper reaches on the private network and the public never does. It opens
 * with the server and closes with it.
 */
export function serveMetricsOnPort(app: FastifyInstance, metrics: ServerMetrics, port: number, host: string): void {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    const listener = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, host, () => resolve());
    });
    server = listener;
    app.log.info({ port }, 'metrics served on their own port');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  });
}
