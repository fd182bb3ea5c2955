import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './report-frame';

const TransactionReportGrid = lazy(() => import('./transaction-report.grid').then((module) => ({ default: module.TransactionReportGrid })));

/** spec 1 §2: the title shows at once; the grid (PrimeReact DataTable) loads behind it. */
export function TransactionReportView() {
  const { t } = useTranslation();
  return (
    <ReportFrame screen="transactionReport" icon="pi-list" subtitle={t('reports.transaction.subtitle')}>
      <TransactionReportGrid />
    </ReportFrame>
  );
}
