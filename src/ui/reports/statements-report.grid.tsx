import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '../../application/reports/reports.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { businessDateText, moneyText, percentText } from '../kit/formatters';
import type { TableColumn } from '../kit/table-types';
import { useGridPage } from '../kit/use-grid-page';
import { reportPageSizes } from './report-page-sizes';
import { ReportGrid } from './report-grid';

export function StatementsReportGrid() {
  const { t } = useTranslation();
  const reports = useArea('reports');
  const { list: report, paging } = useGridPage('statements', reportPageSizes.statements, (window) => reports.statements(window.page, window.size));
  const columns: TableColumn<StatementRecord>[] = [
    { id: 'merchantName', header: t('reports.columns.merchantName'), body: (row) => row.merchantName },
    { id: 'serviceName', header: t('reports.columns.serviceName'), body: (row) => row.serviceName },
    { id: 'payInPercent', header: t('reports.columns.payInPercent'), numeric: true, body: (row) => <Ltr>{percentText(row.payInPercent)}</Ltr> },
    { id: 'payOutPercent', header: t('reports.columns.payOutPercent'), numeric: true, body: (row) => <Ltr>{percentText(row.payOutPercent)}</Ltr> },
    // docs/decisions/0041-refunds-in-the-money-figures.md: the month's refunds, then the net after them.
    { id: 'refunded', header: t('reports.columns.refunded'), numeric: true, body: (row) => <Ltr>{moneyText(row.refunded)}</Ltr> },
    { id: 'netAmount', header: t('reports.columns.netAmount'), numeric: true, body: (row) => <Ltr>{moneyText(row.netAmount)}</Ltr> },
    { id: 'totalAmount', header: t('reports.columns.totalAmount'), numeric: true, body: (row) => <Ltr>{moneyText(row.totalAmount)}</Ltr> },
    { id: 'month', header: t('reports.columns.date'), body: (row) => <bdi>{businessDateText(row.month)}</bdi> },
  ];

  return <ReportGrid label={t('screens.statements.title')} report={report} columns={columns} pageSizes={reportPageSizes.statements} paging={paging} />;
}
