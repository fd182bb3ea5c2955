import type { DateText } from './column-types';
import type { PayoutStatus, PayoutType } from './payout.tables';
import type { TransactionProvider, TransactionStatus } from './transaction.tables';

// Migration 0017 (docs/decisions/0028-analytics-dashboards.md): daily roll-ups kept by triggers. Sums are
// exact numeric text.

/** Transactions per business day, merchant, payment method (provider) and status. */
export interface DailyCollectionRollupsTable {
  business_day: DateText;
  merchant_id: string;
  provider: TransactionProvider;
  status: TransactionStatus;
  count: number;
  amount: string;
  walee_share: string;
  /** amount − merchant share. */
  service_charges: string;
}

/** Migration 0028: all merchants' transactions per business day and payment method, each status's count and Success's sums. */
export interface DailyCollectionTotalsTable {
  business_day: DateText;
  provider: TransactionProvider;
  successful: number;
  failed: number;
  pending: number;
  amount: string;
  walee_share: string;
  service_charges: string;
}

/** Payout (loan) requests per business day of creation, merchant, status, payout type and bank. */
export interface DailyPayoutRollupsTable {
  business_day: DateText;
  merchant_id: string;
  status: PayoutStatus;
  payout_type: PayoutType;
  bank_name: string;
  count: number;
  amount: string;
}

/** Account transactions (top-ups) per business day and merchant, in PKR. */
export interface DailyDepositRollupsTable {
  business_day: DateText;
  merchant_id: string;
  count: number;
  deposited_amount: string;
  billed_amount: string;
}
