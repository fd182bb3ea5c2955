import type { FastifyInstance } from 'fastify';

/**
 * The request id on every answer, so a user can quote it (security headers: security-headers.ts).
 * An answer to a request with a token holds one organisation's data: no cache, a browser's or a
 * shared proxy's, may keep it, whatever the call (docs/decisions/0005-reference-server-core.md).
 */
export function addResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (request.headers['x-auth-token'] !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });
}
