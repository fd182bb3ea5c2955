import type { FastifyRequest } from 'fastify';
import { idempotencyKeyHeader } from '../../../src/contract/idempotency-key';
import { invalidInput, type ApiFailure } from './api-failure';

/** Visible ASCII, as HTTP header values allow; long enough for a UUID or a client's own scheme. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

/**
 * The Idempotency-Key header of a money-moving create: absent, a valid key, or a 400 naming the
 * header (docs/decisions.md "Payout accounts").
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined | ApiFailure {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  return idempotencyKeyPattern.test(text) ? text : invalidInput('Idempotency-Key must be 1 to 200 visible characters', 'Idempotency-Key');
}

/** As idempotencyKeyOf, for a create that must carry a key: its absence is a 400 with `missing`. */
export function requiredIdempotencyKeyOf(request: FastifyRequest, missing: string): string | ApiFailure {
  const key = idempotencyKeyOf(request);
  return key === undefined ? invalidInput(missing, 'Idempotency-Key') : key;
}
