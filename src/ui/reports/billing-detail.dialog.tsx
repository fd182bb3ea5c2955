import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingDetailRecord, BillingSummary } from '../../application/reports/reports.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { amountText, businessDateText, dateTimeText } from './report-format';
import { ReportProblem } from './report-problem';
import { useReportPage } from './use-report-page';

/** Dates inside a translated sentence keep their own left-to-right order (LRI … PDI). */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** spec 1 §9: billing grids page by 25, 50 or 100. */
const pageSizes = [25, 50, 100];

/** spec 1 §2: the transactions behind one billing summary row. */
export function BillingDetailDialog({ summary, onClose }: { summary: BillingSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { reports } = useUseCases();
  const [first, setFirst] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const page = first / pageSize + 1;
  const query = { merchantId: summary.merchantId, serviceName: summary.serviceName, from: summary.from, to: summary.to, page, pageSize };
  const detail = useReportPage(JSON.stringify(query), () => reports.billingDetail(query));
  const money = (pick: (row: BillingDetailRecord) => BillingDetailRecord['amount']) => (row: BillingDetailRecord) => <Ltr>{amountText(pick(row))}</Ltr>;

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('reports.billing.detailTitle', { service: summary.serviceName, merchant: summary.merchantName })}
      className="report-detail"
      style={{ width: 'min(1100px, 96vw)' }}
      maximizable
      dismissableMask
    >
      <p className="report-detail__subtitle">
        {t('reports.billing.detailSubtitle', { count: summary.transactions, from: isolated(businessDateText(summary.from)), to: isolated(businessDateText(summary.to)) })}
      </p>
      {detail.error && <ReportProblem error={detail.error} onRetry={detail.reload} />}
      <DataTable
        value={detail.rows}
        dataKey="id"
        lazy
        paginator
        rows={pageSize}
        first={first}
        totalRecords={detail.total}
        rowsPerPageOptions={pageSizes}
        onPage={(event) => {
          setPageSize(event.rows);
          setFirst(event.rows === pageSize ? event.first : 0);
        }}
        loading={detail.loading}
        emptyMessage={t('reports.empty')}
        paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
        currentPageReportTemplate={t('reports.pageReport')}
        scrollable
        scrollHeight="55vh"
        size="small"
        stripedRows
        tableClassName="report-table report-table--wide"
        aria-label={t('reports.billing.detailTitle', { service: summary.serviceName, merchant: summary.merchantName })}
      >
        <Column header={t('reports.columns.id')} body={(row: BillingDetailRecord) => <Ltr>{row.transactionId}</Ltr>} />
        <Column header={t('reports.columns.date')} body={(row: BillingDetailRecord) => <Ltr>{dateTimeText(row.transactionDate)}</Ltr>} />
        <Column field="country" header={t('reports.columns.country')} />
        <Column header={t('reports.columns.account')} body={(row: BillingDetailRecord) => <Ltr>{row.account}</Ltr>} />
        <Column field="operator" header={t('reports.columns.operator')} />
        <Column header={t('reports.columns.currency')} body={(row: BillingDetailRecord) => row.amount.currency} />
        <Column field="serviceName" header={t('reports.columns.service')} />
        <Column header={t('reports.columns.amount')} align="right" body={money((row) => row.amount)} />
        <Column header={t('reports.columns.pgwShare')} align="right" body={money((row) => row.pgwShare)} />
        <Column header={t('reports.columns.merchantShareShort')} align="right" body={money((row) => row.merchantShare)} />
      </DataTable>
    </Dialog>
  );
}
