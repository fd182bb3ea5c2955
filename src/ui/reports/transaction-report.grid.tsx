import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../application/errors/app-error';
import type { TransactionRecord } from '../../application/reports/reports.port';
import { defaultCountryCode } from '../../domain/geo/countries';
import { merchantShareLabelPercent } from '../../domain/transactions/transaction-shares';
import { transactionStatuses } from '../../domain/transactions/transaction-status';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { WithFeatureCatalogue } from '../i18n/catalogue-loader';
import { errorMessageOf } from '../i18n/error-message';
import { rangeOfPreset } from '../kit/date-range-presets';
import { dateTimeText, moneyText, countryText } from '../kit/formatters';
import type { TableColumn, TableFilters, TableSort } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { useNotify } from '../kit/use-notify';
import { reportPageSizes } from './report-page-sizes';
import { ReportGrid } from './report-grid';
import { StatusChip } from './status-chip';
import { columnFiltersOf, reportSortOf } from './transaction-columns';
import { TransactionFilterBar, type ReportFilterValues } from './transaction-filter-bar';

type Money = TransactionRecord['amount'];
const textFilter = { kind: 'text', matches: ['contains', 'equals'] } as const;

export function TransactionReportGrid() {
  // The export answers with a CSV job's message, whose text lives in the CSV jobs' catalogue.
  return (
    <WithFeatureCatalogue feature="csv-jobs">
      <TransactionReportTable />
    </WithFeatureCatalogue>
  );
}

function TransactionReportTable() {
  const { t } = useTranslation();
  const reports = useArea('reports');
  const csvJobs = useArea('csvJobs');
  const { canAsPlatform } = useCan();
  const toasts = useNotify();
  const [filter, setFilter] = useState<ReportFilterValues>(() => ({ ...rangeOfPreset('last7days'), country: defaultCountryCode, currency: 'PKR' }));
  const [sort, setSort] = useState<TableSort | undefined>();
  const [columnFilters, setColumnFilters] = useState<TableFilters>({});
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // spec 1 §6: operator (platform) users may change a status; the read-only role may not.
  const canChange = canAsPlatform(['Reports', 'addEditDelete']);

  const filters = useMemo(() => columnFiltersOf(columnFilters), [columnFilters]);
  const reportSort = reportSortOf(sort);
  const query = { ...filter, filters, ...(reportSort ? { sort: reportSort } : {}) };
  const {
    list: report,
    paging,
    updateRows,
    restart,
  } = useGridPage('transactions', reportPageSizes.transactions, (window) => reports.transactionReport({ ...query, page: window.page, pageSize: window.size }), {
    query,
  });

  function notify(severity: 'success' | 'error', summary: string, detail: string) {
    toasts[severity](detail, { summary });
  }

  async function changeStatus(row: TransactionRecord) {
    setBusyId(row.id);
    try {
      const updated = await reports.changeTransactionStatus(row);
      updateRows((rows) => rows.map((candidate) => (candidate.id === row.id ? updated : candidate)));
      notify(
        'success',
        t('reports.status.changedSummary'),
        t('reports.status.changed', { id: updated.transactionId, status: t(`reports.status.${updated.status}`) }),
      );
    } catch (problem) {
      notify('error', t('reports.status.changeFailed'), errorMessageOf(t, asAppError(problem)));
    } finally {
      setBusyId(null);
    }
  }

  async function startExport() {
    setExporting(true);
    try {
      // spec 1 §8: the CSV-jobs use-case owns the accepted and failed messages.
      const outcome = await csvJobs.startTransactionExport({ ...filter, filters });
      // The CSV-jobs strings load with that feature's screens; until then the use-case's English text stands.
      notify(outcome.accepted ? 'success' : 'error', t('reports.export.summary'), t(outcome.messageKey));
    } finally {
      setExporting(false);
    }
  }

  const money = (pick: (row: TransactionRecord) => Money) => (row: TransactionRecord) => <Ltr>{moneyText(pick(row))}</Ltr>;
  const c = (column: string, options: Record<string, unknown> = {}) => t(`reports.columns.${column}`, options);
  const columns: TableColumn<TransactionRecord>[] = [
    { id: 'transactionId', header: c('id'), sortable: true, filter: textFilter, frozen: 'start', body: (row) => <Ltr>{row.transactionId}</Ltr> },
    { id: 'orderId', header: c('orderId'), sortable: true, filter: textFilter, body: (row) => <Ltr>{row.orderId}</Ltr> },
    { id: 'account', header: c('account'), sortable: true, filter: textFilter, body: (row) => <Ltr>{row.account}</Ltr> },
    { id: 'country', header: c('country'), body: (row) => countryText(row.country) },
    { id: 'operator', header: c('operator'), sortable: true, filter: textFilter, body: (row) => row.operator },
    { id: 'product', header: c('product'), sortable: true, filter: textFilter, body: (row) => row.product },
    { id: 'serviceName', header: c('serviceName'), sortable: true, filter: textFilter, body: (row) => row.serviceName },
    { id: 'transactionDate', header: c('transactionDate'), sortable: true, body: (row) => <bdi>{dateTimeText(row.transactionDate)}</bdi> },
    { id: 'amount', header: c('amount'), sortable: true, numeric: true, frozen: 'end', body: money((row) => row.amount) },
    {
      id: 'merchantShare',
      header: c('merchantShare', { percent: merchantShareLabelPercent }),
      sortable: true,
      numeric: true,
      body: money((row) => row.merchantShare),
    },
    { id: 'platformShare', header: c('platformShare'), sortable: true, numeric: true, body: money((row) => row.platformShare) },
    { id: 'netAmount', header: c('netAmount'), sortable: true, numeric: true, body: money((row) => row.netAmount) },
    // docs/decisions/0041-refunds-in-the-money-figures.md: what completed refunds gave back of the payment.
    { id: 'refunded', header: c('refunded'), numeric: true, body: money((row) => row.refunded) },
    {
      id: 'status',
      header: c('status'),
      sortable: true,
      filter: {
        kind: 'choice',
        options: transactionStatuses.map((status) => ({ value: status, label: t(`reports.status.${status}`) })),
        className: 'report-status-filter',
      },
      body: (row) => <StatusChip status={row.status} busy={busyId === row.id} {...(canChange ? { onChange: () => void changeStatus(row) } : {})} />,
    },
  ];

  return (
    <>
      <TransactionFilterBar
        initial={filter}
        exporting={exporting}
        onExport={() => void startExport()}
        onSearch={(values) => {
          setFilter(values);
          restart();
        }}
      />
      <ReportGrid
        label={t('screens.transactionReport.title')}
        report={report}
        dataKey="id"
        columns={columns}
        pageSizes={reportPageSizes.transactions}
        paging={paging}
        sort={sort}
        onSort={setSort}
        filters={columnFilters}
        onFilter={setColumnFilters}
        className="report-table--transactions"
        minWidth="88rem"
      />
    </>
  );
}
