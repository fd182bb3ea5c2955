import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './report-frame';

const SettlementReportGrid = lazy(() => import('./settlement-report.grid').then((module) => ({ default: module.SettlementReportGrid })));

/** spec 1 §2: the title shows at once; the grid (PrimeReact DataTable) loads behind it. */
export function SettlementReportView() {
  const { t } = useTranslation();
  return (
    <ReportFrame screen="settlementReport" icon="pi-money-bill" subtitle={t('reports.settlement.subtitle')}>
      <SettlementReportGrid />
    </ReportFrame>
  );
}
