import type { Selectable } from 'kysely';
import type { TransactionRowDto } from '../../../src/contract/report-rows.schema';
import type { TransactionSearchField, TransactionSortField } from '../../../src/contract/reports.contract';
import type { TransactionsTable } from '../db/business/transaction.tables';
import { wireAmount, wireInstant } from '../http/wire-values';

type TransactionColumn = keyof TransactionsTable & string;

/**
 * The contract's whitelisted wire fields and the columns they name. Sorting and filtering only
 * ever reach SQL through this table, never through text a caller sent.
 */
export const sortColumns: Readonly<Record<TransactionSortField, TransactionColumn>> = {
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

export const searchColumns: Readonly<Record<TransactionSearchField, TransactionColumn>> = {
  transactionId: 'transaction_id',
  orderId: 'order_id',
  msisdn: 'msisdn',
  operator: 'operator',
  productName: 'product_name',
  serviceName: 'service_name',
  status: 'status',
};

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

export function transactionRowOf(row: TransactionRowRecord): TransactionRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    orderId: row.order_id,
    msisdn: row.msisdn,
    country: row.country,
    operator: row.operator,
    productName: row.product_name,
    serviceName: row.service_name,
    transactionDate: wireInstant(row.transaction_date),
    amount: wireAmount(row.amount),
    currency: row.currency,
    merchantShareValue: wireAmount(row.merchant_share_value),
    waleeShareValue: wireAmount(row.walee_share_value),
    netAmount: wireAmount(row.net_amount),
    status: row.status,
  };
}
