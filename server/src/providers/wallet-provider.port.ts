import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import type { TransactionStatus } from '../../../src/domain/transactions/transaction-status';

/** The request and response of one call to a wallet provider, as that provider shapes them. */
export interface ProviderExchange {
  provider: InquireProvider;
  operation: 'inquire';
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  startedAt: Date;
  durationMs: number;
}

/**
 * Whose credentials the inquiry is made with. A real provider only answers orders placed under
 * the account that asks, so a merchant's inquiry never reaches another merchant's orders; the
 * platform inquires with its own (aggregator) credentials and reaches every order.
 */
export type ProviderAccount = { kind: 'merchant'; merchantId: string } | { kind: 'platform' };

/** How an inquiry ended: the provider knew the order, did not, did not answer in time, or failed. */
export type WalletInquiry =
  | { outcome: 'found'; status: TransactionStatus; exchange: ProviderExchange }
  | { outcome: 'not-found' | 'timeout' | 'error'; exchange: ProviderExchange };

/** The exchange of one refund call, in the provider's words. */
export interface ProviderRefundExchange {
  provider: InquireProvider;
  operation: 'refund';
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  startedAt: Date;
  durationMs: number;
}

/** One call's exchange record, timed from `startedAt` to now: the one shape every wallet adapter logs. */
export function exchangeOf<Operation extends 'inquire' | 'refund'>(
  call: { provider: InquireProvider; operation: Operation; request: Record<string, unknown>; response: Record<string, unknown>; startedAt: Date },
  now: () => Date,
): {
  provider: InquireProvider;
  operation: Operation;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  startedAt: Date;
  durationMs: number;
} {
  return { ...call, durationMs: Math.max(0, now().getTime() - call.startedAt.getTime()) };
}

/** What the provider is asked to give back: a paid transaction and the amount (exact decimal text). */
export interface RefundOrder {
  orderId: string;
  transactionNumber: string;
  /** The amount to refund, e.g. `499.00`. */
  amount: string;
  currency: string;
  msisdn: string;
}

/** How a refund ended: done (with the provider's reference), declined, not answered in time, or failed. */
export type WalletRefund =
  | { outcome: 'refunded'; reference: string; exchange: ProviderRefundExchange }
  | { outcome: 'declined' | 'timeout' | 'error'; reason: string; exchange: ProviderRefundExchange };

/**
 * docs/spec/decisions.md §4: a wallet provider (Easypaisa, Jazzcash) as the inquire screen and the call
 * centre need it. The sandbox adapters answer from the transactions table; a real adapter goes behind
 * the same port.
 */
export interface WalletProviderPort {
  readonly provider: InquireProvider;
  inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry>;
  refund(order: RefundOrder, account: ProviderAccount): Promise<WalletRefund>;
}

/** How a refund that did not happen is told to the call centre, whichever provider it was. */
export const refundFailureReasons = {
  timeout: 'Operator timeout: the provider did not answer in time. Please try again.',
  error: 'System error at the provider. Please try again later.',
} as const;
