import type { CurrencyCode } from '../money/currencies';

/**
 * The transaction report's columns in the domain's words (spec 1 §2). The wire calls some of them
 * otherwise (msisdn, productName, the platform's share); only the infrastructure's wire mapping knows that.
 */
export const transactionSortColumns = [
  'transactionId',
  'orderId',
  'account',
  'operator',
  'product',
  'serviceName',
  'transactionDate',
  'amount',
  'merchantShare',
  'platformShare',
  'netAmount',
  'status',
] as const;
export type TransactionSortColumn = (typeof transactionSortColumns)[number];

/** Columns with a per-column filter (spec 1 §2). */
export const transactionFilterColumns = ['transactionId', 'orderId', 'account', 'operator', 'product', 'serviceName', 'status'] as const;
export type TransactionFilterColumn = (typeof transactionFilterColumns)[number];

/** spec 1 §2: a column filter either equals the value or contains it, both case-insensitive. */
export const filterMatches = ['equals', 'contains'] as const;
export type FilterMatch = (typeof filterMatches)[number];

export interface ColumnFilter {
  column: TransactionFilterColumn;
  match: FilterMatch;
  value: string;
}

/** spec 1 §2: what the transaction report and its Export select. Dates are business dates, both included. */
export interface TransactionFilter {
  from: string;
  to: string;
  /** ISO 3166-1 code; PK by default. */
  country: string;
  currency: CurrencyCode;
  filters: readonly ColumnFilter[];
}
