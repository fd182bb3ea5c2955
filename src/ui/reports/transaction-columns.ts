import type { TransactionFilter, TransactionFilterColumn, TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import { transactionFilterColumns, transactionSortColumns } from '../../domain/transactions/transaction-filter';
import { activeFilters } from '../kit/table-filters';
import type { TableFilters, TableSort } from '../kit/table-types';

function isFilterColumn(name: string): name is TransactionFilterColumn {
  return (transactionFilterColumns as readonly string[]).includes(name);
}

function isSortColumn(name: string): name is TransactionSortColumn {
  return (transactionSortColumns as readonly string[]).includes(name);
}

/** The table's column filters as the report's (spec 1 §2: equals or contains; blank is no filter). */
export function columnFiltersOf(filters: TableFilters): TransactionFilter['filters'] {
  return activeFilters(filters).flatMap(({ field, match, value }) => (isFilterColumn(field) ? [{ column: field, match, value }] : []));
}

/** The table's sort as the report's, when the column is one the server sorts by. */
export function reportSortOf(sort: TableSort | undefined): { column: TransactionSortColumn; direction: 'asc' | 'desc' } | undefined {
  return sort && isSortColumn(sort.field) ? { column: sort.field, direction: sort.direction } : undefined;
}
