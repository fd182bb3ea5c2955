import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '../../../src/contract/call-definition';
import { idempotencyKeyField, idempotencyKeyHeader } from '../../../src/contract/idempotency-key';
import { invalidInput, type ApiFailure } from './api-failure';

/** Visible ASCII, as HTTP header values allow; long enough for a UUID or a client's own scheme. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

function headerKeyOf(request: FastifyRequest): string | undefined | ApiFailure {
  const value = request.headers[idempotencyKeyHeader];
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  return idempotencyKeyPattern.test(text) ? text : invalidInput('Idempotency-Key must be 1 to 200 visible characters', idempotencyKeyField);
}

function bodyKeyOf(body: unknown, field: string | undefined): string | undefined {
  if (field === undefined || body === null || typeof body !== 'object' || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The key of a call that declares `idempotency` (docs/decisions/0021-idempotency.md): the header, or
 * the body's field (its schema has checked it); both sent must agree (400 naming the body's field).
 * Null when the call declares none or the caller sent none where none is required.
 */
export function idempotencyKeyOf(call: Pick<CallDefinition, 'idempotency'>, request: FastifyRequest, body: unknown): string | null | ApiFailure {
  const declared = call.idempotency;
  if (declared === undefined) return null;
  const fromHeader = headerKeyOf(request);
  if (typeof fromHeader === 'object') return fromHeader;
  const fromBody = bodyKeyOf(body, declared.bodyField);
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    return invalidInput(`The Idempotency-Key header and ${declared.bodyField ?? 'the body'} differ`, declared.bodyField);
  }
  const key = fromHeader ?? fromBody;
  if (key !== undefined) return key;
  return declared.required ? invalidInput('An Idempotency-Key is required for this call', idempotencyKeyField) : null;
}
