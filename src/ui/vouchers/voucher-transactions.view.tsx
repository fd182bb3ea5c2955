import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherSortColumn, VoucherTransaction } from '../../application/vouchers/vouchers.port';
import {
  transactionFilterColumns,
  transactionSortColumns,
  type ColumnFilter,
  type TransactionFilterColumn,
} from '../../domain/transactions/transaction-filter';
import { cutProductName, voucherTransactionsPageSize } from '../../domain/vouchers/voucher-vendors';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { DateRangeField } from '../kit/date-range-field';
import { rangeOfPreset, type DateRangeValue } from '../kit/date-range-presets';
import { FilterBar } from '../kit/filter-bar';
import { dateTimeText, moneyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import { activeFilters } from '../kit/table-filters';
import type { TableColumn, TableFilters, TableSort } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { VoucherStatus } from './voucher-status';
import './vouchers.css';

const pageSizes = [voucherTransactionsPageSize];
const textFilter = { kind: 'text', matches: ['contains', 'equals'] } as const;
const statuses = ['SUCCESS', 'FAILED', 'PENDING'] as const;

const isFilterColumn = (name: string): name is TransactionFilterColumn => (transactionFilterColumns as readonly string[]).includes(name);
const isSortColumn = (name: string): name is VoucherSortColumn => name !== 'netAmount' && (transactionSortColumns as readonly string[]).includes(name);

/** The table's column filters in the report's words (the one whitelist: docs/decisions/0032-vouchers.md). */
function columnFiltersOf(filters: TableFilters): ColumnFilter[] {
  return activeFilters(filters).flatMap(({ field, match, value }) => (isFilterColumn(field) ? [{ column: field, match, value }] : []));
}

function TransactionsGrid() {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { isPlatform } = useCan();
  const [dates, setDates] = useState<DateRangeValue>(() => rangeOfPreset('last7days'));
  const [range, setRange] = useState(() => rangeOfPreset('last7days'));
  const [sort, setSort] = useState<TableSort | undefined>();
  const [columnFilters, setColumnFilters] = useState<TableFilters>({});
  const filters = useMemo(() => columnFiltersOf(columnFilters), [columnFilters]);
  const sortColumn = sort && isSortColumn(sort.field) ? { column: sort.field, direction: sort.direction } : undefined;
  const query = { from: range.from ?? '', to: range.to ?? range.from ?? '', filters, ...(sortColumn ? { sort: sortColumn } : {}) };
  const { list, paging, restart } = useGridPage('voucher-transactions', pageSizes, (window) => vouchers.transactions({ ...query, page: window.page }), {
    query,
  });

  const money = (pick: (row: VoucherTransaction) => VoucherTransaction['amount']) => (row: VoucherTransaction) => <Ltr>{moneyText(pick(row))}</Ltr>;
  const c = (key: string) => t(`vouchers.transactions.columns.${key}`);
  const columns: (TableColumn<VoucherTransaction> | false)[] = [
    { id: 'transactionId', header: c('transactionId'), sortable: true, filter: textFilter, frozen: 'start', body: (row) => <Ltr>{row.transactionId}</Ltr> },
    { id: 'orderId', header: c('orderId'), sortable: true, filter: textFilter, body: (row) => <Ltr>{row.orderId}</Ltr> },
    { id: 'operator', header: c('source'), sortable: true, filter: textFilter, body: (row) => row.vendor },
    { id: 'buyer', header: c('userName'), body: (row) => <Ltr>{row.buyerName}</Ltr> },
    { id: 'account', header: c('userMsisdn'), sortable: true, filter: textFilter, body: (row) => <Ltr>{row.account}</Ltr> },
    { id: 'email', header: c('email'), body: (row) => <Ltr>{row.email}</Ltr> },
    // spec 3 §3: the product name is cut to 15 characters; the whole name is its title.
    {
      id: 'product',
      header: c('productName'),
      sortable: true,
      filter: textFilter,
      body: (row) => <span title={row.product}>{cutProductName(row.product)}</span>,
    },
    { id: 'productCode', header: c('productCode'), body: (row) => <Ltr>{row.productCode}</Ltr> },
    isPlatform && { id: 'merchantName', header: c('merchantName'), body: (row) => row.merchantName },
    { id: 'serviceName', header: c('serviceName'), sortable: true, filter: textFilter, body: (row) => <Ltr>{row.serviceName}</Ltr> },
    { id: 'transactionDate', header: c('createdAt'), sortable: true, body: (row) => <bdi>{dateTimeText(row.createdAt)}</bdi> },
    { id: 'amount', header: c('amount'), sortable: true, numeric: true, frozen: 'end', body: money((row) => row.amount) },
    {
      id: 'status',
      header: c('status'),
      sortable: true,
      filter: { kind: 'choice', options: statuses.map((status) => ({ value: status, label: status })) },
      body: (row) => <VoucherStatus status={row.status} />,
    },
    { id: 'carrierShare', header: c('carrierShare'), numeric: true, body: money((row) => row.carrierShare) },
    { id: 'merchantShare', header: c('merchantShare'), sortable: true, numeric: true, body: money((row) => row.merchantShare) },
    { id: 'platformShare', header: c('platformShare'), sortable: true, numeric: true, body: money((row) => row.platformShare) },
  ];

  return (
    <>
      <FilterBar
        label={t('vouchers.transactions.filters')}
        onSubmit={() => {
          if (!dates.from) return;
          setRange({ from: dates.from, to: dates.to ?? dates.from });
          restart();
        }}
        actions={<Button type="submit" icon="pi pi-search" label={t('vouchers.transactions.search')} disabled={!dates.from} />}
      >
        <DateRangeField id="voucher-dates" value={dates} onChange={setDates} />
      </FilterBar>
      {list.error && (
        <LoadFailure
          message={`${t('vouchers.transactions.loadFailed')} ${errorMessageOf(t, list.error)}`}
          retryLabel={t('vouchers.retry')}
          onRetry={list.reload}
        />
      )}
      <div className="kit-card">
        <ReportTable
          label={t('screens.voucherTransactions.title')}
          rows={list.data?.rows ?? []}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('vouchers.transactions.empty')}
          pageSizes={pageSizes}
          paging={paging}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            restart();
          }}
          filters={columnFilters}
          onFilter={(next) => {
            setColumnFilters(next);
            restart();
          }}
          minWidth="110rem"
        />
      </div>
    </>
  );
}

/** spec 3 §2 /vouchersTransactions: a date range, server paging (10), sorting and the report's filters. */
export function VoucherTransactionsView() {
  const { t } = useTranslation();
  const { can } = useCan();
  return (
    <section className="kit-page vouchers-page" aria-labelledby="voucher-transactions-title">
      <PageHeader
        titleId="voucher-transactions-title"
        title={t('screens.voucherTransactions.title')}
        subtitle={t('vouchers.transactions.subtitle')}
        icon="pi-list"
      />
      {can(['Vouchers', 'viewAll']) ? <TransactionsGrid /> : <PermissionDenied message={t('vouchers.denied')} />}
    </section>
  );
}
