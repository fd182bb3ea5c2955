import type { CreatedAt, Money, Timestamp } from '../core-tables';
import type { DateText, OptionalText, UpdatedAt } from './column-types';

export type TransactionStatus = 'Success' | 'Failed' | 'Pending';
/** docs/spec/decisions.md §4: wallet provider A is Easypaisa, B is Jazzcash; cards go through a Stripe-like provider. */
export type TransactionProvider = 'easypaisa' | 'jazzcash' | 'card';

/** spec 1 §3 Transaction, plus the keys the server needs to scope and group it. */
export interface TransactionsTable {
  id: string;
  transaction_id: string;
  order_id: string;
  merchant_id: string;
  service_id: string;
  provider: TransactionProvider;
  msisdn: string;
  country: string;
  operator: string;
  product_name: string;
  service_name: string;
  transaction_date: Timestamp;
  amount: Money;
  currency: string;
  merchant_share_value: Money;
  walee_share_value: Money;
  net_amount: Money;
  status: TransactionStatus;
  /** The provider's raw failure text; the server maps it to a label (failureLabelOf) when answering. */
  failure_message: OptionalText;
  /** Migration 0035: the reference the provider knows a checkout payment by (the attempt's merchant reference). */
  provider_reference: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * Per business day (Asia/Karachi by default), merchant, service, provider, status and raw failure
 * message: kept by a trigger on transactions so the dashboard never scans them. Read only.
 */
export interface DailyTransactionRollupsTable {
  business_day: DateText;
  merchant_id: string;
  service_id: string;
  provider: TransactionProvider;
  status: TransactionStatus;
  /** Raw failure message of Failed rows, null for the other statuses. */
  failure_message: string | null;
  count: number;
  amount: string;
  merchant_share: string;
  walee_share: string;
}

/** Migration 0027: transactions per business day, country, currency, merchant and status (kept by triggers), the report's count. */
export interface DailyReportCountsTable {
  business_day: DateText;
  country: string;
  currency: string;
  merchant_id: string;
  status: TransactionStatus;
  count: number;
}
