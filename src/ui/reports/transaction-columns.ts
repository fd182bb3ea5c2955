import { FilterMatchMode } from 'primereact/api';
import type { DataTableFilterMeta } from 'primereact/datatable';
import type { TransactionFilter, TransactionFilterColumn, TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import { transactionFilterColumns, transactionSortColumns } from '../../domain/transactions/transaction-filter';

/** spec 1 §2: per-column filters, equals or contains; the status filter picks one status. */
export function initialColumnFilters(): DataTableFilterMeta {
  const filters: DataTableFilterMeta = {};
  for (const column of transactionFilterColumns) {
    filters[column] = { value: null, matchMode: column === 'status' ? FilterMatchMode.EQUALS : FilterMatchMode.CONTAINS };
  }
  return filters;
}

function isFilterColumn(name: string): name is TransactionFilterColumn {
  return (transactionFilterColumns as readonly string[]).includes(name);
}

export function isSortColumn(name: string | undefined): name is TransactionSortColumn {
  return name !== undefined && (transactionSortColumns as readonly string[]).includes(name);
}

/** The DataTable's filter state as the report's column filters (blank values are no filter). */
export function columnFiltersOf(meta: DataTableFilterMeta): TransactionFilter['filters'] {
  return Object.entries(meta).flatMap(([column, item]) => {
    if (!isFilterColumn(column) || !('value' in item)) return [];
    const value = typeof item.value === 'string' ? item.value.trim() : '';
    if (value === '') return [];
    return [{ column, match: item.matchMode === FilterMatchMode.EQUALS ? ('equals' as const) : ('contains' as const), value }];
  });
}
