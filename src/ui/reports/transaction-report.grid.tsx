import { Column } from 'primereact/column';
import { DataTable, type DataTableFilterMeta } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { Toast } from 'primereact/toast';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../application/errors/app-error';
import type { TransactionRecord } from '../../application/reports/reports.port';
import { defaultCountryCode } from '../../domain/geo/countries';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { presetRange } from '../../domain/time/date-presets';
import { merchantShareLabelPercent } from '../../domain/transactions/transaction-shares';
import type { TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import { transactionStatuses } from '../../domain/transactions/transaction-status';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { useSession } from '../session/use-session';
import { amountText, dateTimeText } from './report-format';
import { ReportProblem } from './report-problem';
import { StatusChip } from './status-chip';
import { columnFiltersOf, initialColumnFilters, isSortColumn } from './transaction-columns';
import { TransactionFilterBar, type ReportFilterValues } from './transaction-filter-bar';
import { useReportPage } from './use-report-page';

/** spec 1 §9: transaction report page size 10; snackbar messages hide after 6 000 ms. */
const pageSize = 10;
const toastLifeMs = 6000;
type Money = TransactionRecord['amount'];

export function TransactionReportGrid() {
  const { t } = useTranslation();
  const { reports, csvJobs } = useUseCases();
  const { claims } = useSession();
  const toast = useRef<Toast>(null);
  const [filter, setFilter] = useState<ReportFilterValues>(() => {
    const range = presetRange('last7days', new Date());
    return { from: range.from, to: range.to, country: defaultCountryCode, currency: 'PKR' };
  });
  const [first, setFirst] = useState(0);
  const [sort, setSort] = useState<{ column: TransactionSortColumn; direction: 'asc' | 'desc' } | undefined>();
  const [columnFilters, setColumnFilters] = useState<DataTableFilterMeta>(initialColumnFilters);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // spec 1 §6: operator (platform) users may change a status; the read-only role may not.
  const canChange = claims?.organisation === 'platform' && hasPermission(claims.role?.permissions, ['Reports', 'addEditDelete']);

  const filters = useMemo(() => columnFiltersOf(columnFilters), [columnFilters]);
  const query = { ...filter, filters, page: first / pageSize + 1, pageSize, ...(sort ? { sort } : {}) };
  const report = useReportPage(JSON.stringify(query), () => reports.transactionReport(query));

  function notify(severity: 'success' | 'error', summary: string, detail: string) {
    toast.current?.show({ severity, summary, detail, life: toastLifeMs });
  }

  async function changeStatus(row: TransactionRecord) {
    setBusyId(row.id);
    try {
      const updated = await reports.changeTransactionStatus(row);
      report.replaceRow((candidate) => candidate.id === row.id, updated);
      notify('success', t('reports.status.changedSummary'), t('reports.status.changed', { id: updated.transactionId, status: t(`reports.status.${updated.status}`) }));
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
      notify(outcome.accepted ? 'success' : 'error', t('reports.export.summary'), t(outcome.messageKey));
    } finally {
      setExporting(false);
    }
  }

  const money = (pick: (row: TransactionRecord) => Money) => (row: TransactionRecord) => <Ltr>{amountText(pick(row))}</Ltr>;
  const text = (pick: (row: TransactionRecord) => string) => (row: TransactionRecord) => <Ltr>{pick(row)}</Ltr>;
  const textFilter = { filter: true, showFilterMenu: true, filterMatchModeOptions: [
    { label: t('reports.match.contains'), value: 'contains' },
    { label: t('reports.match.equals'), value: 'equals' },
  ] };
  const placeholder = (column: string) => t('reports.filterBy', { column: t(`reports.columns.${column}`) });

  return (
    <>
      <Toast ref={toast} position="top-center" />
      <TransactionFilterBar
        initial={filter}
        exporting={exporting}
        onExport={() => void startExport()}
        onSearch={(values) => {
          setFilter(values);
          setFirst(0);
        }}
      />
      {report.error && <ReportProblem error={report.error} onRetry={report.reload} />}
      <div className="report-card">
        <DataTable
          value={report.rows}
          dataKey="id"
          lazy
          paginator
          rows={pageSize}
          first={first}
          totalRecords={report.total}
          onPage={(event) => setFirst(event.first)}
          sortField={sort?.column}
          sortOrder={sort ? (sort.direction === 'asc' ? 1 : -1) : 0}
          onSort={(event) => {
            setSort(isSortColumn(event.sortField) && event.sortOrder ? { column: event.sortField, direction: event.sortOrder === 1 ? 'asc' : 'desc' } : undefined);
            setFirst(0);
          }}
          filters={columnFilters}
          filterDisplay="row"
          onFilter={(event) => {
            setColumnFilters(event.filters);
            setFirst(0);
          }}
          loading={report.loading}
          emptyMessage={t('reports.empty')}
          paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate={t('reports.pageReport')}
          scrollable
          size="small"
          stripedRows
          tableClassName="report-table report-table--transactions"
          aria-label={t('screens.transactionReport.title')}
        >
          <Column field="transactionId" header={t('reports.columns.id')} sortable body={text((row) => row.transactionId)} {...textFilter} filterPlaceholder={placeholder('id')} />
          <Column field="orderId" header={t('reports.columns.orderId')} sortable body={text((row) => row.orderId)} {...textFilter} filterPlaceholder={placeholder('orderId')} />
          <Column field="account" header={t('reports.columns.account')} sortable body={text((row) => row.account)} {...textFilter} filterPlaceholder={placeholder('account')} />
          <Column field="country" header={t('reports.columns.country')} />
          <Column field="operator" header={t('reports.columns.operator')} sortable {...textFilter} filterPlaceholder={placeholder('operator')} />
          <Column field="product" header={t('reports.columns.product')} sortable {...textFilter} filterPlaceholder={placeholder('product')} />
          <Column field="serviceName" header={t('reports.columns.serviceName')} sortable {...textFilter} filterPlaceholder={placeholder('serviceName')} />
          <Column field="transactionDate" header={t('reports.columns.transactionDate')} sortable body={text((row) => dateTimeText(row.transactionDate))} />
          <Column field="amount" header={t('reports.columns.amount')} sortable body={money((row) => row.amount)} align="right" />
          <Column field="merchantShare" header={t('reports.columns.merchantShare', { percent: merchantShareLabelPercent })} sortable body={money((row) => row.merchantShare)} align="right" />
          <Column field="pgwShare" header={t('reports.columns.pgwShare')} sortable body={money((row) => row.pgwShare)} align="right" />
          <Column field="netAmount" header={t('reports.columns.netAmount')} sortable body={money((row) => row.netAmount)} align="right" />
          <Column
            field="status"
            header={t('reports.columns.status')}
            sortable
            filter
            showFilterMenu={false}
            filterElement={(options) => (
              <Dropdown
                value={options.value as string | null}
                options={transactionStatuses.map((status) => ({ value: status, label: t(`reports.status.${status}`) }))}
                onChange={(event) => options.filterApplyCallback(event.value)}
                placeholder={t('reports.anyStatus')}
                showClear
                aria-label={placeholder('status')}
                className="report-status-filter"
              />
            )}
            body={(row: TransactionRecord) => (
              <StatusChip status={row.status} busy={busyId === row.id} {...(canChange ? { onChange: () => void changeStatus(row) } : {})} />
            )}
          />
        </DataTable>
      </div>
    </>
  );
}
