import type { FastifyInstance } from 'fastify';

/**
 * Starts a worker when the server is ready and stops it on close: Fastify runs onClose before
 * app.ts closes the database, so the job in hand finishes (or reaches its safe point) first.
 */
export function runWithServer(app: FastifyInstance, worker: { start(): void | Promise<void>; stop(): Promise<void> }): void {
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
