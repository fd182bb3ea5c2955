import { reportView } from './report-view';

export const BillingReportView = reportView({
  screen: 'billingReport',
  icon: 'pi-receipt',
  subtitle: 'reports.billing.subtitle',
  grid: () => import('./billing-report.grid').then((module) => ({ default: module.BillingReportGrid })),
});
