/**
 * The one recipe for an Idempotency-Key: a random UUID from the platform's crypto (browsers and
 * Node both have it). A key names one intended money action, so a form makes a new key only when
 * the person starts a new action, never when the same one is retried
 * (docs/decisions/0021-idempotency.md).
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
