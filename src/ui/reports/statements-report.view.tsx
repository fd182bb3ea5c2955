import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from './report-frame';

const StatementsReportGrid = lazy(() => import('./statements-report.grid').then((module) => ({ default: module.StatementsReportGrid })));

/** spec 1 §2: the title shows at once; the grid (PrimeReact DataTable) loads behind it. */
export function StatementsReportView() {
  const { t } = useTranslation();
  return (
    <ReportFrame screen="statements" icon="pi-file" subtitle={t('reports.statements.subtitle')}>
      <StatementsReportGrid />
    </ReportFrame>
  );
}
