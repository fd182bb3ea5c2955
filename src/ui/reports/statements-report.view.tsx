import { reportView } from './report-view';

export const StatementsReportView = reportView({
  screen: 'statements',
  icon: 'pi-file',
  subtitle: 'reports.statements.subtitle',
  grid: () => import('./statements-report.grid').then((module) => ({ default: module.StatementsReportGrid })),
});
