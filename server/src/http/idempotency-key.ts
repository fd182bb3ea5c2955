import type { FastifyRequest } from 'fastify';
import { type ApiFailure, invalidInput } from './api-failure';

/** Visible ASCII, as HTTP header values allow; long enough for a UUID or a client's own scheme. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key header: absent, valid, or a 400 naming it. */
export function idempotencyKeyOf(request: FastifyRequest, header = 'idempotency-key'): string | null | ApiFailure {
  const value = request.headers[header];
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value.join(',') : value;
  return idempotencyKeyPattern.test(text) ? text : invalidInput('Idempotency-Key must be 1 to 200 visible characters', 'Idempotency-Key');
}
