import type { AnalyticsDates } from '../../domain/analytics/analytics-range';
import type { TransactionRate } from '../../domain/analytics/transaction-rate';
import type { Money } from '../../domain/money/money';
import type { RefundTotals } from '../../domain/money/refund-totals';

/** The payment methods of the Collection Overview (the wallet and card providers, docs/spec/decisions.md §4). */
export const collectionPaymentMethods = ['easypaisa', 'jazzcash', 'card'] as const;
export type CollectionPaymentMethod = (typeof collectionPaymentMethods)[number];

/** Payout vendors (spec 3 §9 bank choices). */
export const payoutVendorChoices = ['Easypaisa', 'Jazzcash'] as const;
export type PayoutVendor = (typeof payoutVendorChoices)[number];

/** spec 3 §2: platform staff choose a merchant and a payment method; everyone else sees their own. */
export interface CollectionFilter {
  dates: AnalyticsDates;
  paymentMethod?: CollectionPaymentMethod;
  merchantId?: string;
}

export interface PayoutFilter {
  dates: AnalyticsDates;
  vendor?: PayoutVendor;
  merchantId?: string;
}

export interface DailyRevenue {
  date: string;
  amount: Money;
  serviceCharges: Money;
}

export interface DailyTransactions {
  date: string;
  successful: number;
  failed: number;
  pending: number;
}

export interface PaymentMethodTransactions {
  /** The wire's `operator`: the provider's lowercase name. */
  method: string;
  successful: number;
  failed: number;
}

/** spec 3 §3 Collection analytics response, in the domain's words. */
export interface CollectionOverview {
  /** The platform's (PGW) share of the collected amount. */
  platformShare: Money;
  totalAmount: Money;
  transactions: number;
  revenue: DailyRevenue[];
  rate: TransactionRate;
  transactionsOverTime: DailyTransactions[];
  byPaymentMethod: PaymentMethodTransactions[];
  /**
   * docs/decisions/0041-refunds-in-the-money-figures.md: the collected amount (gross), the refunds dated
   * in the range (of the chosen payment method) and net. Absent from a backend that does not say.
   */
  refunds?: RefundTotals;
}

export interface DailyPayouts {
  date: string;
  wallet: Money;
  bank: Money;
}

/** spec 3 §3 Payout analytics. */
export interface PayoutOverview {
  depositedAmount: Money;
  billedAmount: Money;
  availableBalance: Money;
  accountTransactions: number;
  accountTransactionsAmount: Money;
  /** Approved payouts per day and payout type. */
  payouts: DailyPayouts[];
  banks: { bankName: string; count: number }[];
  successful: number;
  pending: number;
  rejected: number;
}

export interface AnalyticsPort {
  collection(filter: CollectionFilter): Promise<CollectionOverview>;
  payouts(filter: PayoutFilter): Promise<PayoutOverview>;
}
