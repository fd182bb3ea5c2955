import type { TransactionSortField } from '../../contract/reports.contract';
import type { VoucherTransactionSortField } from '../../contract/vouchers.contract';
import type { TransactionSearch, TransactionSearchField } from '../../contract/transaction-search.schema';
import type { CurrencyCode } from '../../domain/money/currencies';
import type { TransactionFilter, TransactionFilterColumn, TransactionSortColumn } from '../../domain/transactions/transaction-filter';

// docs/style.md §3: the transaction report's domain columns (account, product, platformShare) become
// wire fields (msisdn, productName, waleeShareValue) here, once, for every call that filters
// transactions (the report, its CSV export and the voucher transactions). A new domain column fails to compile until mapped.

export const wireSortFields: Readonly<Record<TransactionSortColumn, TransactionSortField>> = {
  transactionId: 'transactionId',
  orderId: 'orderId',
  account: 'msisdn',
  operator: 'operator',
  product: 'productName',
  serviceName: 'serviceName',
  transactionDate: 'transactionDate',
  amount: 'amount',
  merchantShare: 'merchantShareValue',
  platformShare: 'waleeShareValue',
  netAmount: 'netAmount',
  status: 'status',
};

export const wireSearchFields: Readonly<Record<TransactionFilterColumn, TransactionSearchField>> = {
  transactionId: 'transactionId',
  orderId: 'orderId',
  account: 'msisdn',
  operator: 'operator',
  product: 'productName',
  serviceName: 'serviceName',
  status: 'status',
};

/** The filter fields the report call and the export call both take. */
export interface WireTransactionFilter {
  dateFrom: string;
  dateTo: string;
  country: string;
  currency: CurrencyCode;
  searchObj: TransactionSearch[];
}

export function wireTransactionFilterOf(filter: TransactionFilter): WireTransactionFilter {
  return {
    dateFrom: filter.from,
    dateTo: filter.to,
    country: filter.country,
    currency: filter.currency,
    searchObj: filter.filters.map(({ column, match, value }) => ({ field: wireSearchFields[column], operator: match, value })),
  };
}

export function wireSortOf(sort: { column: TransactionSortColumn; direction: 'asc' | 'desc' }): { field: TransactionSortField; sortBy: 'asc' | 'desc' } {
  return { field: wireSortFields[sort.column], sortBy: sort.direction };
}

/** The voucher transactions sort by the report's columns but the net amount (docs/decisions/0032-vouchers.md). */
export function wireVoucherSortOf(sort: { column: Exclude<TransactionSortColumn, 'netAmount'>; direction: 'asc' | 'desc' }): {
  field: VoucherTransactionSortField;
  sortBy: 'asc' | 'desc';
} {
  const field = wireSortFields[sort.column];
  if (field === 'netAmount') throw new RangeError('The voucher transactions have no net amount');
  return { field, sortBy: sort.direction };
}
