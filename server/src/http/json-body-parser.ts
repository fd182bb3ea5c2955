import type { FastifyInstance } from 'fastify';

/**
 * The contract speaks JSON only, so other body types (Fastify also reads text/plain) answer 415.
 * Fastify refuses an empty body sent as JSON; browsers and axios send exactly that on DELETE and
 * on bodiless PUTs, so an empty body is read as no body and the call's schema decides if one was
 * needed. Everything else goes through Fastify's own parser (which guards against __proto__).
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    void defaultParser(request, text, done);
  });
}
