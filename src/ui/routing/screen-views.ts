import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { settlementScreens } from '../settlements/settlement-screens';

type LazyView = LazyExoticComponent<ComponentType>;

function view(load: () => Promise<{ default: ComponentType }>): LazyView {
  return lazy(load);
}

/**
 * Built screens, keyed by the `screen` of `screen-routes.ts`. A screen missing here shows its
 * "coming soon" page. Each feature adds one line; views are lazy so the login route stays small.
 */
export const screenViews: Partial<Record<string, LazyView>> = {
  ...settlementScreens,
  inquireTransaction: view(() => import('../inquire/inquire.view').then((m) => ({ default: m.InquireView }))),
  dashboard: view(() => import('../dashboard/dashboard.view').then((m) => ({ default: m.DashboardView }))),
  csvJobs: view(() => import('../csv-jobs/csv-jobs.view').then((m) => ({ default: m.CsvJobsView }))),
};

/** Built reports, keyed by the `type` query parameter of /reports (spec 1 §2). */
export const reportViews: Partial<Record<string, LazyView>> = {
  'inquire-transaction': view(() => import('../inquire/inquire.view').then((m) => ({ default: m.InquireView }))),
  'transaction-report': view(() => import('../reports/transaction-report.view').then((m) => ({ default: m.TransactionReportView }))),
  'settlement-report': view(() => import('../reports/settlement-report.view').then((m) => ({ default: m.SettlementReportView }))),
  'billing-report': view(() => import('../reports/billing-report.view').then((m) => ({ default: m.BillingReportView }))),
  statements: view(() => import('../reports/statements-report.view').then((m) => ({ default: m.StatementsReportView }))),
};

export { view as lazyView };
