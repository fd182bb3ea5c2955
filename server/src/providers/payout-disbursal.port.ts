import type { PayoutProvider } from '../../../src/domain/payouts/payout-request';

/** One payout as a wallet provider is asked to send it; loanId is the provider's client reference. */
export interface DisbursalOrder {
  loanId: string;
  /** Exact PKR text, e.g. "1500.00". */
  amount: string;
  /** The beneficiary's wallet (spec 3 §5 bankNo, 03 + 9 digits). */
  walletNumber: string;
  msisdn: string;
  /** 1 for the first send; providers see the same loanId again on a retry and answer the first result. */
  attempt: number;
}

/** How a send ended: paid, refused for good (no retry helps), or no usable answer (retry later). */
export type DisbursalResult = { outcome: 'paid'; reference: string } | { outcome: 'refused'; reason: string } | { outcome: 'retry'; reason: string };

/** What the provider knows of a loanId (spec 3 §4: the refresh asks the matching provider). */
export type DisbursalStatus =
  | { outcome: 'paid'; reference: string; message: string }
  | { outcome: 'refused'; message: string }
  | { outcome: 'pending' | 'unknown'; message: string };

/**
 * docs/spec/decisions.md §4: a wallet provider's payout (disbursal) API. Sandbox adapters here; a real
 * adapter goes behind the same port. Sends are idempotent by loanId at the provider.
 */
export interface PayoutDisbursalPort {
  readonly provider: PayoutProvider;
  disburse(order: DisbursalOrder): Promise<DisbursalResult>;
  statusOf(loanId: string): Promise<DisbursalStatus>;
}
