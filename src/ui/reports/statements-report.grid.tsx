import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '../../application/reports/reports.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { amountText, businessDateText, percentText } from './report-format';
import { ReportProblem } from './report-problem';
import { useReportPage } from './use-report-page';

/** spec 1 §9: statements are paged by the server, 10 rows. */
const pageSize = 10;

export function StatementsReportGrid() {
  const { t } = useTranslation();
  const { reports } = useUseCases();
  const [first, setFirst] = useState(0);
  const page = first / pageSize + 1;
  const report = useReportPage(String(page), () => reports.statements(page, pageSize));

  return (
    <>
      {report.error && <ReportProblem error={report.error} onRetry={report.reload} />}
      <div className="report-card">
        <DataTable
          value={report.rows}
          lazy
          paginator
          rows={pageSize}
          first={first}
          totalRecords={report.total}
          onPage={(event) => setFirst(event.first)}
          loading={report.loading}
          emptyMessage={t('reports.empty')}
          paginatorTemplate="FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate={t('reports.pageReport')}
          scrollable
          stripedRows
          tableClassName="report-table report-table--wide"
          aria-label={t('screens.statements.title')}
        >
          <Column field="merchantName" header={t('reports.columns.merchantName')} />
          <Column field="serviceName" header={t('reports.columns.serviceName')} />
          <Column header={t('reports.columns.payInPercent')} align="right" body={(row: StatementRecord) => <Ltr>{percentText(row.payInPercent)}</Ltr>} />
          <Column header={t('reports.columns.payOutPercent')} align="right" body={(row: StatementRecord) => <Ltr>{percentText(row.payOutPercent)}</Ltr>} />
          <Column header={t('reports.columns.netAmount')} align="right" body={(row: StatementRecord) => <Ltr>{amountText(row.netAmount)}</Ltr>} />
          <Column header={t('reports.columns.totalAmount')} align="right" body={(row: StatementRecord) => <Ltr>{amountText(row.totalAmount)}</Ltr>} />
          <Column header={t('reports.columns.date')} body={(row: StatementRecord) => <Ltr>{businessDateText(row.month)}</Ltr>} />
        </DataTable>
      </div>
    </>
  );
}
