import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './report-frame';

const BillingReportGrid = lazy(() => import('./billing-report.grid').then((module) => ({ default: module.BillingReportGrid })));

/** spec 1 §2: the title shows at once; the grid (PrimeReact DataTable) loads behind it. */
export function BillingReportView() {
  const { t } = useTranslation();
  return (
    <ReportFrame screen="billingReport" icon="pi-receipt" subtitle={t('reports.billing.subtitle')}>
      <BillingReportGrid />
    </ReportFrame>
  );
}
