import { reportView } from './report-view';

export const TransactionReportView = reportView({
  screen: 'transactionReport',
  icon: 'pi-list',
  subtitle: 'reports.transaction.subtitle',
  grid: () => import('./transaction-report.grid').then((module) => ({ default: module.TransactionReportGrid })),
});
