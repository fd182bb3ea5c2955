import type { FastifyInstance } from 'fastify';

/** No call of the contract nests deeper; deeper JSON is refused before it is parsed (issue: a
 * deep body overflowed the stack while validated and serialised, answering 500). */
export const maxBodyDepth = 32;

/** How deep arrays and objects nest in JSON text, counted without parsing (strings skipped). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

const rawBodies = new WeakMap<object, string>();

/**
 * The body's text exactly as received, for calls that verify a signature over it (the merchant's
 * signed checkout session request, docs/decisions/0031-hosted-checkout.md); '' when there was none.
 */
export function rawBodyOf(request: object): string {
  return rawBodies.get(request) ?? '';
}

export class BodyTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'PGW_BODY_TOO_DEEP';
  constructor() {
    super(`The request body nests deeper than ${maxBodyDepth} levels`);
  }
}

/**
 * The contract speaks JSON only, so other body types (Fastify also reads text/plain) answer 415.
 * Fastify refuses an empty body sent as JSON; browsers and axios send exactly that on DELETE and
 * on bodiless PUTs, so an empty body is read as no body and the call's schema decides if one was
 * needed. Everything else goes through Fastify's own parser (which guards against __proto__),
 * after a depth check (`maxBodyDepth`).
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, maxBodyDepth)) return done(new BodyTooDeepError(), undefined);
    void defaultParser(request, text, done);
  });
}
