import { reportView } from './report-view';

export const SettlementReportView = reportView({
  screen: 'settlementReport',
  icon: 'pi-money-bill',
  subtitle: 'reports.settlement.subtitle',
  grid: () => import('./settlement-report.grid').then((module) => ({ default: module.SettlementReportGrid })),
});
