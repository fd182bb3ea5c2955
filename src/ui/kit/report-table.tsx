import { Column } from 'primereact/column';
import { DataTable, type DataTableFilterMeta, type DataTableValueArray } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilterInput, defaultMatch, filterMetaOf, filtersOf, TextFilterInput } from './table-filters';
import { pagerTemplate } from './table-pager';
import { useMediaQuery, wideLayoutQuery } from './use-media-query';
import type { ServerPaging, TableColumn, TableFilters, TableSort } from './table-types';

export interface ReportTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  columns: readonly (TableColumn<Row> | false)[];
  dataKey?: keyof Row & string;
  loading?: boolean;
  /** What an empty result means, e.g. "No rows match these filters." */
  emptyMessage: string;
  /** The spec's page sizes for this table; the first is the default (spec 1 §9). */
  pageSizes: readonly number[];
  /** Server paging (lazy); without it the table pages the rows it was given. */
  paging?: ServerPaging;
  sort?: TableSort;
  onSort?: (sort: TableSort | undefined) => void;
  filters?: TableFilters;
  onFilter?: (filters: TableFilters) => void;
  scrollHeight?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: string;
  /**
   * Below the wide layout (1000 px): `cards` (the default) shows each row as a card of labelled
   * values; `scroll` keeps the table, scrolling sideways (for tables of two or three columns).
   */
  narrowLayout?: 'cards' | 'scroll';
  className?: string;
}

/** One DataTable set-up for every list: paging, sorting, column filters, loading and empty states. */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const { rows, paging, pageSizes, loading = false, sort, onSort, filters = {}, onFilter } = props;
  const [local, setLocal] = useState({ first: 0, rows: pageSizes[0] ?? 10 });
  const columns = props.columns.filter((column): column is TableColumn<Row> => column !== false);
  const window = paging ?? { ...local, total: rows.length };
  const filterMeta: DataTableFilterMeta = filterMetaOf(columns, filters);
  const hasFilters = columns.some((column) => column.filter);
  const cards = !useMediaQuery(wideLayoutQuery) && (props.narrowLayout ?? 'cards') === 'cards';
  const frozenClass = (column: TableColumn<Row>) => (column.frozen && !cards ? ` kit-table__frozen kit-table__frozen--${column.frozen}` : '');
  const apply = (column: TableColumn<Row>, value: string | null) => {
    const match = filters[column.id]?.match ?? (column.filter ? defaultMatch(column.filter) : 'contains');
    onFilter?.({ ...filters, [column.id]: { value: value ?? '', match } });
  };

  return (
    <DataTable
      // PrimeReact memoises rows by their data, so cells would keep the old language after a switch.
      key={i18n.language}
      value={rows as DataTableValueArray}
      {...(props.dataKey ? { dataKey: props.dataKey } : {})}
      lazy={paging !== undefined}
      // spec: a finished empty state, without a "0–0 of 0" pager under it.
      paginator={window.total > 0}
      first={window.first}
      rows={window.rows}
      totalRecords={window.total}
      rowsPerPageOptions={pageSizes.length > 1 ? [...pageSizes] : undefined}
      onPage={(event) => {
        // A new page size starts again at the first page.
        const first = event.rows === window.rows ? event.first : 0;
        if (paging) paging.onPage(first, event.rows);
        else setLocal({ first, rows: event.rows });
      }}
      paginatorTemplate={pagerTemplate(t, pageSizes, i18n.dir() === 'rtl')}
      {...(onSort
        ? {
            sortField: sort?.field,
            sortOrder: sort ? (sort.direction === 'asc' ? 1 : -1) : 0,
            onSort: (event) =>
              onSort(event.sortField && event.sortOrder ? { field: event.sortField, direction: event.sortOrder === 1 ? 'asc' : 'desc' } : undefined),
          }
        : {})}
      {...(hasFilters ? { filters: filterMeta, filterDisplay: 'row' as const, onFilter: (event) => onFilter?.(filtersOf(event.filters)) } : {})}
      loading={loading}
      emptyMessage={
        loading ? (
          <span className="kit-table__empty" aria-hidden="true" />
        ) : (
          <div className="kit-table__empty" role="status">
            <i className="pi pi-inbox" aria-hidden="true" />
            <span>{props.emptyMessage}</span>
          </div>
        )
      }
      scrollable
      {...(props.scrollHeight ? { scrollHeight: props.scrollHeight } : {})}
      size="small"
      stripedRows
      className={`kit-table ${cards ? 'kit-table--cards' : ''} ${props.className ?? ''}`}
      tableClassName="kit-table__table"
      // An empty table fits its card, so the empty state stays in view on a phone; cards never scroll.
      tableStyle={props.minWidth && rows.length > 0 && !cards ? { minWidth: props.minWidth } : undefined}
      aria-label={props.label}
      pt={{
        table: { 'aria-label': props.label, 'aria-busy': loading },
        // A table wider than its card scrolls sideways; keyboard users reach the scroll through a tab stop.
        ...(props.minWidth && !cards ? { wrapper: { tabIndex: 0, role: 'region', 'aria-label': props.label } } : {}),
      }}
    >
      {columns.map((column) => {
        const filter = column.filter;
        const filterLabel = filter?.label ?? t('kit.table.filterBy', { column: column.header });
        return (
          <Column
            key={column.id}
            columnKey={column.id}
            field={column.id}
            header={column.header}
            body={(row: Row) =>
              cards ? (
                <>
                  {/* The header names the value for sight; assistive technology reads the column header. */}
                  <span className="kit-table__cell-label" aria-hidden="true">
                    {column.header}
                  </span>
                  <span className="kit-table__cell-value">{column.body(row)}</span>
                </>
              ) : (
                column.body(row)
              )
            }
            sortable={column.sortable === true}
            className={`${column.numeric ? 'kit-table__number' : ''} ${column.className ?? ''}${frozenClass(column)}`}
            headerClassName={`${column.numeric ? 'kit-table__number' : ''}${frozenClass(column)}`}
            filterHeaderClassName={`${filter ? '' : 'kit-table__no-filter'}${frozenClass(column)}`}
            style={column.minWidth ? { minWidth: column.minWidth } : undefined}
            {...(filter
              ? {
                  filter: true,
                  showFilterMenu: filter.kind === 'text' && (filter.matches?.length ?? 1) > 1,
                  showClearButton: false,
                  filterMatchModeOptions:
                    filter.kind === 'text'
                      ? (filter.matches ?? ['contains']).map((match) => ({ label: t(`kit.table.match.${match}`), value: match }))
                      : undefined,
                  filterElement: (options: { value: unknown }) =>
                    filter.kind === 'text' ? (
                      <TextFilterInput
                        value={(options.value as string | null) ?? null}
                        label={filterLabel}
                        {...(cards ? { placeholder: column.header } : {})}
                        onApply={(value) => apply(column, value)}
                      />
                    ) : (
                      <ChoiceFilterInput
                        value={(options.value as string | null) ?? null}
                        label={filterLabel}
                        filter={filter}
                        onApply={(value) => apply(column, value)}
                      />
                    ),
                }
              : {})}
          />
        );
      })}
    </DataTable>
  );
}
