import type { FastifyInstance } from 'fastify';

/** The request id on every answer, so a user can quote it (security headers: security-headers.ts). */
export function addResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
}
