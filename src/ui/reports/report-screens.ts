import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The reports behind /reports?type= (spec 1 §2), keyed by their screen in `reportTypes`. */
export const reportScreens: ScreenViews = {
  transactionReport: lazyView(() => import('./transaction-report.view').then((m) => ({ default: m.TransactionReportView }))),
  settlementReport: lazyView(() => import('./settlement-report.view').then((m) => ({ default: m.SettlementReportView }))),
  billingReport: lazyView(() => import('./billing-report.view').then((m) => ({ default: m.BillingReportView }))),
  statements: lazyView(() => import('./statements-report.view').then((m) => ({ default: m.StatementsReportView }))),
};
