/**
 * The header that makes a repeated money-moving create (top-up, payout request, account
 * transaction, refund, voucher purchase) answer the first request's result instead of acting twice
 * (docs/decisions.md "Payout accounts").
 */
export const idempotencyKeyHeader = 'idempotency-key';
