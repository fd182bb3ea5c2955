import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '../../application/reports/reports.port';
import { presetRange } from '../../domain/time/date-presets';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { BillingDetailDialog } from './billing-detail.dialog';
import { amountText, calendarDayOf, isoDateOf } from './report-format';
import { ReportProblem } from './report-problem';
import { useReportPage } from './use-report-page';

/** spec 1 §9: billing grids page by 25, 50 or 100. */
const pageSizes = [25, 50, 100];
type Money = BillingSummary['totalAmount'];

export function BillingReportGrid() {
  const { t } = useTranslation();
  const { reports } = useUseCases();
  const [range, setRange] = useState(() => {
    const { from, to } = presetRange('last30days', new Date());
    return { from, to };
  });
  const [days, setDays] = useState<(Date | null)[]>([calendarDayOf(range.from), calendarDayOf(range.to)]);
  const [shown, setShown] = useState<BillingSummary | null>(null);
  // One call answers every summary row; the grid pages them itself.
  const report = useReportPage(`${range.from}/${range.to}`, async () => {
    const rows = await reports.billingReport(range.from, range.to);
    return { rows, total: rows.length };
  });
  const money = (pick: (row: BillingSummary) => Money) => (row: BillingSummary) => <Ltr>{amountText(pick(row))}</Ltr>;
  const [start, end] = days;

  return (
    <>
      <form
        className="report-filters"
        aria-label={t('reports.filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          if (start) setRange({ from: isoDateOf(start), to: isoDateOf(end ?? start) });
        }}
      >
        <div className="report-filters__field report-filters__field--wide">
          <label htmlFor="billing-date-range">{t('reports.filters.dateRange')}</label>
          <Calendar
            value={days}
            onChange={(event) => setDays((event.value as (Date | null)[] | null) ?? [null, null])}
            selectionMode="range"
            readOnlyInput
            showIcon
            dateFormat="dd M yy"
            maxDate={new Date()}
            inputId="billing-date-range"
          />
        </div>
        <div className="report-filters__actions">
          <Button type="submit" icon="pi pi-filter" label={t('reports.billing.filter')} disabled={!start} />
        </div>
      </form>
      {report.error && <ReportProblem error={report.error} onRetry={report.reload} />}
      <div className="report-card">
        <DataTable
          value={report.rows}
          paginator
          rows={25}
          rowsPerPageOptions={pageSizes}
          loading={report.loading}
          emptyMessage={t('reports.empty')}
          paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate={t('reports.pageReport')}
          scrollable
          size="small"
          stripedRows
          tableClassName="report-table report-table--wide"
          aria-label={t('screens.billingReport.title')}
        >
          <Column field="merchantName" header={t('reports.columns.merchant')} />
          <Column field="country" header={t('reports.columns.country')} />
          <Column header={t('reports.columns.currency')} body={(row: BillingSummary) => row.totalAmount.currency} />
          <Column field="serviceName" header={t('reports.columns.serviceName')} />
          <Column header={t('reports.columns.transactions')} align="right" body={(row: BillingSummary) => <Ltr>{row.transactions.toLocaleString('en-PK')}</Ltr>} />
          <Column header={t('reports.columns.totalAmount')} align="right" body={money((row) => row.totalAmount)} />
          <Column header={t('reports.columns.pgwShare')} align="right" body={money((row) => row.pgwShare)} />
          <Column header={t('reports.columns.merchantShareShort')} align="right" body={money((row) => row.merchantShare)} />
          <Column header={t('reports.columns.settlementAmount')} align="right" body={money((row) => row.settlementAmount)} />
          <Column
            header={t('reports.columns.actions')}
            body={(row: BillingSummary) => (
              <Button
                type="button"
                icon="pi pi-eye"
                label={t('reports.billing.show')}
                text
                size="small"
                aria-label={t('reports.billing.showLabel', { service: row.serviceName })}
                onClick={() => setShown(row)}
              />
            )}
          />
        </DataTable>
      </div>
      {shown && <BillingDetailDialog summary={shown} onClose={() => setShown(null)} />}
    </>
  );
}
