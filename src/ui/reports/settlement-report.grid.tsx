import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SettlementReportRecord } from '../../application/reports/reports.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { dateText, moneyText } from '../kit/formatters';
import { useGridPage } from '../kit/use-grid-page';
import type { TableColumn } from '../kit/table-types';
import { reportPageSizes } from './report-page-sizes';
import { ReportGrid } from './report-grid';
import { pathTo } from '../routing/paths';

export function SettlementReportGrid() {
  const { t } = useTranslation();
  const reports = useArea('reports');
  const { list: report, paging } = useGridPage('settlements', reportPageSizes.settlements, (window) => reports.settlementReport(window.page, window.size));
  const columns: TableColumn<SettlementReportRecord>[] = [
    { id: 'transactionId', header: t('reports.columns.id'), body: (row) => <Ltr>{row.transactionId}</Ltr> },
    { id: 'transactionDate', header: t('reports.columns.transactionDay'), body: (row) => <bdi>{dateText(row.transactionDate)}</bdi> },
    { id: 'merchantName', header: t('reports.columns.merchant'), body: (row) => row.merchantName },
    { id: 'channel', header: t('reports.columns.channel'), body: (row) => row.channel },
    { id: 'currency', header: t('reports.columns.currency'), body: (row) => row.amount.currency },
    { id: 'amount', header: t('reports.columns.settledAmount'), numeric: true, body: (row) => <Ltr>{moneyText(row.amount)}</Ltr> },
    { id: 'netSettled', header: t('reports.columns.netSettledAmount'), numeric: true, body: (row) => <Ltr>{moneyText(row.netSettled)}</Ltr> },
    {
      id: 'actions',
      header: t('reports.columns.actions'),
      body: (row) => (
        <Link
          className="report-link"
          to={pathTo('settlementSummary', { settlementId: row.id })}
          aria-label={t('reports.settlement.showLabel', { id: row.transactionId })}
        >
          <i className="pi pi-eye" aria-hidden="true" />
          {t('reports.settlement.show')}
        </Link>
      ),
    },
  ];

  return (
    <ReportGrid
      label={t('screens.settlementReport.title')}
      report={report}
      dataKey="id"
      columns={columns}
      pageSizes={reportPageSizes.settlements}
      paging={paging}
    />
  );
}
