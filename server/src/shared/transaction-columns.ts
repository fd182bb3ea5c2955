import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { TransactionSortField } from '../../../src/contract/reports.contract';
import type { TransactionSearch, TransactionSearchField } from '../../../src/contract/transaction-search.schema';
import type { TransactionsTable } from '../db/business/transaction.tables';
import { caseInsensitiveLike } from '../http/wire-values';

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

/**
 * The voucher transactions answer the same whitelisted fields (docs/decisions/0032-vouchers.md): one
 * contract list, one more table. Each field names one expression over `voucher_transactions as vt`
 * left-joined to `services as s`; msisdn is the buyer's (users[0].userMsisdn) and operator is the
 * vendor (source). `lowered` marks the expressions with a lower() index (migration 0016).
 */
export type VoucherTransactionWireField = Exclude<TransactionWireField, 'netAmount'>;

export interface FieldExpression {
  expression: RawBuilder<string>;
  lowered: boolean;
}

const voucherColumn = (ref: string, lowered = false): FieldExpression => ({ expression: sql<string>`${sql.ref(ref)}`, lowered });

export const voucherTransactionFieldColumns: Readonly<Record<VoucherTransactionWireField, FieldExpression>> = {
  transactionId: voucherColumn('vt.payment_transaction_id', true),
  orderId: voucherColumn('vt.payment_order_id', true),
  msisdn: { expression: sql<string>`(vt.users -> 0 ->> 'userMsisdn')`, lowered: false },
  operator: voucherColumn('vt.source'),
  productName: voucherColumn('vt.product_name'),
  serviceName: { expression: sql<string>`coalesce(s.service_name, '')`, lowered: false },
  transactionDate: voucherColumn('vt.created_at'),
  amount: voucherColumn('vt.amount'),
  merchantShareValue: voucherColumn('vt.merchant_share_value'),
  waleeShareValue: voucherColumn('vt.walee_share_value'),
  status: voucherColumn('vt.status'),
};

/**
 * spec 1 §2: equals and contains, both case-insensitive, with `%`, `_` and `\` matched literally.
 * Equals on an expression with a lower() index compares lower() so the index serves it.
 */
export function fieldSearchCondition(field: FieldExpression, search: TransactionSearch): RawBuilder<boolean> {
  if (search.operator === 'equals' && field.lowered) return sql<boolean>`lower(${field.expression}) = ${search.value.toLowerCase()}`;
  const { operator, pattern } = caseInsensitiveLike(search.value, search.operator === 'contains');
  return sql<boolean>`${field.expression} ${sql.raw(operator)} ${pattern}`;
}
