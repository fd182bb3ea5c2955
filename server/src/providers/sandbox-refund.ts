import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import { forcedRefundOutcomeOf, pause } from './sandbox-test-orders';
import type { SandboxOptions } from './sandbox-inquiry';
import { exchangeOf, type ProviderAccount, type RefundOrder, refundFailureReasons, type WalletRefund } from './wallet-provider.port';

/** How one provider words its refund request and each kind of answer. */
export interface RefundDialect {
  provider: InquireProvider;
  request(order: RefundOrder, account: ProviderAccount): Record<string, unknown>;
  refunded(order: RefundOrder, reference: string): Record<string, unknown>;
  declined(order: RefundOrder, reason: string): Record<string, unknown>;
  timeout(order: RefundOrder): Record<string, unknown>;
  error(order: RefundOrder): Record<string, unknown>;
}

export const sandboxRefundReasons = { declined: 'Refund declined: the customer wallet is blocked', ...refundFailureReasons } as const;

/**
 * The common course of a sandbox refund: the documented test order ids force a failure
 * (sandbox-test-orders.ts), any other paid transaction is refunded with a new provider reference.
 */
export async function sandboxRefund(dialect: RefundDialect, options: SandboxOptions, order: RefundOrder, account: ProviderAccount): Promise<WalletRefund> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  await pause(options.latencyMs());
  const request = dialect.request(order, account);
  const exchange = (response: Record<string, unknown>) =>
    exchangeOf({ provider: dialect.provider, operation: 'refund' as const, request, response, startedAt }, now);
  const forced = forcedRefundOutcomeOf(order.orderId);
  if (forced === 'declined')
    return { outcome: 'declined', reason: sandboxRefundReasons.declined, exchange: exchange(dialect.declined(order, sandboxRefundReasons.declined)) };
  if (forced === 'timeout') return { outcome: 'timeout', reason: sandboxRefundReasons.timeout, exchange: exchange(dialect.timeout(order)) };
  if (forced === 'error') return { outcome: 'error', reason: sandboxRefundReasons.error, exchange: exchange(dialect.error(order)) };
  const reference = `RF${startedAt.getTime()}${Math.floor(Math.random() * 1000)
    .toString()
    .padStart(3, '0')}`;
  await options.books?.record({
    provider: dialect.provider,
    kind: 'refund',
    providerReference: reference,
    merchantReference: order.transactionNumber,
    amount: order.amount,
    currency: order.currency,
    status: 'SUCCESS',
    at: now(),
  });
  return { outcome: 'refunded', reference, exchange: exchange(dialect.refunded(order, reference)) };
}
