import type { FastifyRequest } from 'fastify';
import { invalidInput, type ApiFailure } from './api-failure';

/** Visible ASCII, as HTTP header values allow; long enough for a UUID or a client's own scheme. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/**
 * The Idempotency-Key header of a money-moving create: absent, a valid key, or a 400 naming the
 * header (docs/decisions.md "Payout accounts").
 */
export function idempotencyKeyOf(request: FastifyRequest, header = 'idempotency-key'): string | undefined | ApiFailure {
  const value = request.headers[header];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  return idempotencyKeyPattern.test(text) ? text : invalidInput('Idempotency-Key must be 1 to 200 visible characters', 'Idempotency-Key');
}
