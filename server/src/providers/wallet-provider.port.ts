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

/**
 * docs/spec/decisions.md §4: a wallet provider (Easypaisa, Jazzcash) as the inquire screen needs it. The
 * sandbox adapters answer from the transactions table; a real adapter goes behind the same port.
 */
export interface WalletProviderPort {
  readonly provider: InquireProvider;
  inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry>;
}
