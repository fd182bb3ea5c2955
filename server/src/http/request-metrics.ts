import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from '../metrics/server-metrics';

/** A request no route matched: one label for all of them, so a scan of random URLs adds no series. */
const unmatchedRoute = '(unmatched)';

/** A request not answered yet, as the drain's log names it: never its URL, which may carry a secret. */
export interface RequestInFlight {
  reqId: string;
  method: string;
  route: string;
  runningMs: number;
}

// Per server, not per process: the API tests run several servers in one process.
const inFlightByServer = new WeakMap<FastifyInstance, Map<FastifyRequest, unknown>>();

/** docs/operations.md "Drain": the requests a grace that ran out drops. */
export function requestsInFlightOf(app: FastifyInstance): RequestInFlight[] {
  return [...(inFlightByServer.get(app)?.keys() ?? [])].map((request) => ({
    reqId: request.id,
    method: request.method,
    route: request.routeOptions.url ?? unmatchedRoute,
    runningMs: Math.round(performance.now() - request.startedAt),
  }));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request arrived (request-metrics.ts). */
    startedAt: number;
  }
}

/**
 * docs/operations.md "Metrics": every request's duration by its route's pattern (`/api/payouts/{id}`,
 * never the URL itself, which would make a series per id) and status, and the requests in flight.
 * A request is counted up when it arrives and down once by whichever of Fastify's hooks ends it
 * first: answered (onResponse, errors included: the error handler answers them), abandoned by its
 * client (onRequestAbort) or timed out (onTimeout). A client that leaves after its body was read is
 * not "aborted" to Node (the request completed, and its stream closed then), so neither hook runs
 * and the answer never finishes: the connection's close ends those, listened to while the request is
 * in flight only (a kept-alive connection carries one listener at a time). Nothing is added to the
 * response: a file sent from the not-found handler already carries nine close listeners, and one
 * more per request warned of a leak (tests/api/in-flight-requests.test.ts).
 */
export function recordRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  /** Each request in flight, with what stops listening to its connection. */
  const inFlight = new Map<FastifyRequest, () => void>();
  inFlightByServer.set(app, inFlight);
  const ended = async (request: FastifyRequest) => {
    const unlisten = inFlight.get(request);
    if (unlisten === undefined) return;
    inFlight.delete(request);
    unlisten();
    metrics.requestsInFlight.dec();
  };
  app.decorateRequest('startedAt', 0);
  app.addHook('onRequest', async (request) => {
    request.startedAt = performance.now();
    const { socket } = request.raw;
    const onClose = () => void ended(request);
    socket.once('close', onClose);
    inFlight.set(request, () => socket.off('close', onClose));
    metrics.requestsInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    await ended(request);
    const route = request.routeOptions.url ?? unmatchedRoute;
    metrics.requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.addHook('onRequestAbort', ended);
  app.addHook('onTimeout', ended);
}
