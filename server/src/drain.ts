import type { FastifyBaseLogger } from 'fastify';

export interface Drainable {
  log: FastifyBaseLogger;
  /** GET /api/ready turns 503 (app.ts). */
  beginShutdown(): void;
  /** Stops listening, finishes the requests in flight, stops the workers at their safe points, closes the database. */
  close(): Promise<void>;
  /** Drops every connection still open (requests past the grace). */
  dropConnections(): void;
  /** What is still running: the requests not answered (never their URL) and the workers finishing a job. */
  inFlight(): { requests: ReadonlyArray<{ method: string; route: string }>; workers: readonly string[] };
}

/**
 * docs/operations.md "Drain": on SIGTERM or SIGINT the server is no longer ready, takes no new
 * connection, finishes the requests in flight and lets each worker finish its job or leave it at its
 * safe point (a payout's step rolls back whole and stays queued for any instance: payout-worker.ts),
 * then exits 0. Past `graceMs` it logs what it drops (each request's method and route, each worker
 * still in its job), drops it and exits 1, even when the close then completes: a supervisor reads the
 * code, and a job cut off there is one a crash would leave, which every worker takes over
 * (docs/decisions/0039-crash-and-fault-safety.md).
 */
export function drainOnSignals(server: Drainable, graceMs: number, afterClose: () => Promise<void>): void {
  let draining = false;
  let graceOver = false;
  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    server.log.info({ signal, graceMs }, 'shutting down: draining requests and workers');
    server.beginShutdown();
    const grace = setTimeout(() => {
      graceOver = true;
      const dropped = server.inFlight();
      server.log.error(
        { graceMs, dropped },
        `shutdown grace over: dropping ${dropped.requests.length} request(s) and ${dropped.workers.length} worker job(s) still running`,
      );
      server.dropConnections();
      // The database's close may wait on a job that outlived the grace; a crash's recovery takes it over.
      setTimeout(() => process.exit(1), 1000).unref();
    }, graceMs);
    grace.unref();
    try {
      await server.close();
      await afterClose();
      clearTimeout(grace);
      server.log.info(graceOver ? 'stopped after the grace' : 'stopped');
      process.exit(graceOver ? 1 : 0);
    } catch (error) {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void drain('SIGINT'));
  process.on('SIGTERM', () => void drain('SIGTERM'));
}
