import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes } from '../../../src/contract/error-bodies.schema';

// Fastify's own client errors, answered in the contract's error shape with a stable code.
const clientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.validation, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.validation, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: errorCodes.validation, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: errorCodes.validation, message: 'The request body must be JSON' },
  PGW_BODY_TOO_DEEP: { code: errorCodes.validation, message: 'The request body is nested too deeply' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: errorCodes.validation, message: 'The request body length is wrong' },
};

/**
 * Unexpected errors become a 500 with a generic message and the request id to quote; the stack
 * goes to the log only. Fastify's 4xx errors (bad JSON, too large) keep their status.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = clientErrors[error.code];
      request.log.info({ code: error.code, status }, 'client error');
      const item = known ?? { code: errorCodes.validation, message: 'The request could not be read' };
      return reply.code(status).send({ errors: [{ ...item, field: 'body' }] });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      errors: [{ code: errorCodes.internal, message: `Something went wrong. Reference: ${request.id}` }],
    });
  });
}
