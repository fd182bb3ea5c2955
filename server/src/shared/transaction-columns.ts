import type { Selectable } from 'kysely';
import type { TransactionSortField } from '../../../src/contract/reports.contract';
import type { TransactionSearchField } from '../../../src/contract/transaction-search.schema';
import type { TransactionsTable } from '../db/business/transaction.tables';

type TransactionColumn = keyof TransactionsTable & string;

/** Every wire field the contract lets a caller sort or search the transactions by. */
export type TransactionWireField = TransactionSortField | TransactionSearchField;

/**
 * The one map from the contract's whitelisted wire fields to the columns they name, for the report
 * and its CSV export alike. Sorting and filtering only ever reach SQL through this table, never
 * through text a caller sent; a field added to either whitelist fails to compile until mapped.
 */
export const transactionFieldColumns: Readonly<Record<TransactionWireField, TransactionColumn>> = {
  transactionId: 'transaction_id',
  orderId: 'order_id',
  msisdn: 'msisdn',
  operator: 'operator',
  productName: 'product_name',
  serviceName: 'service_name',
  transactionDate: 'transaction_date',
  amount: 'amount',
  merchantShareValue: 'merchant_share_value',
  waleeShareValue: 'walee_share_value',
  netAmount: 'net_amount',
  status: 'status',
};

/** A stored job's query is JSON from the database: a field outside today's whitelist names no column. */
export function isTransactionWireField(field: string): field is TransactionWireField {
  return Object.hasOwn(transactionFieldColumns, field);
}

export const transactionRowColumns = [
  'id',
  'transaction_id',
  'order_id',
  'msisdn',
  'country',
  'operator',
  'product_name',
  'service_name',
  'transaction_date',
  'amount',
  'currency',
  'merchant_share_value',
  'walee_share_value',
  'net_amount',
  'status',
] as const satisfies readonly TransactionColumn[];

export type TransactionRowRecord = Pick<Selectable<TransactionsTable>, (typeof transactionRowColumns)[number]>;
