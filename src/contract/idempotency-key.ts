/**
 * The header that makes a repeated money call (payment attempt, top-up, payout request, decision,
 * account transaction, refund, voucher purchase, settlement) answer the first request's result
 * instead of acting twice (docs/decisions/0021-idempotency.md).
 */
export const idempotencyKeyHeader = 'idempotency-key';

/** The name failures give the key, whether it came in the header or in the body. */
export const idempotencyKeyField = 'Idempotency-Key';

/** docs/decisions/0021-idempotency.md: the key was used before for another request. */
export const keyReusedMessage = 'This key was used with a different request';

/** docs/decisions/0021-idempotency.md: the first request with this key has not answered yet. */
export const keyInProgressMessage = 'A request with this key is still in progress';
