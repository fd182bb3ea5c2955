import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SettlementReportRecord } from '../../application/reports/reports.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { pathTo } from '../routing/paths';
import { amountText, dateText } from './report-format';
import { ReportProblem } from './report-problem';
import { useReportPage } from './use-report-page';

/** spec 1 §9: settlement report page sizes 25, 50, 100, 500 (default 25). */
const pageSizes = [25, 50, 100, 500];

export function SettlementReportGrid() {
  const { t } = useTranslation();
  const { reports } = useUseCases();
  const [first, setFirst] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const page = first / pageSize + 1;
  const report = useReportPage(`${page}/${pageSize}`, () => reports.settlementReport(page, pageSize));

  return (
    <>
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
          rowsPerPageOptions={pageSizes}
          onPage={(event) => {
            setPageSize(event.rows);
            setFirst(event.rows === pageSize ? event.first : 0);
          }}
          loading={report.loading}
          emptyMessage={t('reports.empty')}
          paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate={t('reports.pageReport')}
          scrollable
          stripedRows
          tableClassName="report-table report-table--wide"
          aria-label={t('screens.settlementReport.title')}
        >
          <Column field="transactionId" header={t('reports.columns.id')} body={(row: SettlementReportRecord) => <Ltr>{row.transactionId}</Ltr>} />
          <Column field="transactionDate" header={t('reports.columns.transactionDay')} body={(row: SettlementReportRecord) => <Ltr>{dateText(row.transactionDate)}</Ltr>} />
          <Column field="merchantName" header={t('reports.columns.merchant')} />
          <Column field="channel" header={t('reports.columns.channel')} />
          <Column header={t('reports.columns.currency')} body={(row: SettlementReportRecord) => row.amount.currency} />
          <Column header={t('reports.columns.settledAmount')} align="right" body={(row: SettlementReportRecord) => <Ltr>{amountText(row.amount)}</Ltr>} />
          <Column header={t('reports.columns.netSettledAmount')} align="right" body={(row: SettlementReportRecord) => <Ltr>{amountText(row.netSettled)}</Ltr>} />
          <Column
            header={t('reports.columns.actions')}
            body={(row: SettlementReportRecord) => (
              <Link className="report-link" to={pathTo('settlementSummary', { settlementId: row.id })} aria-label={t('reports.settlement.showLabel', { id: row.transactionId })}>
                <i className="pi pi-eye" aria-hidden="true" />
                {t('reports.settlement.show')}
              </Link>
            )}
          />
        </DataTable>
      </div>
    </>
  );
}
