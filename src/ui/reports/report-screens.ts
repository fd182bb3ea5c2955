import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The reports behind /reports?type= (spec 1 §2), keyed by their screen in `reportTypes`. */
export const reportScreens: ScreenViews = {
  transactionReport: lazy(() => import('./transaction-report.view').then((m) => ({ default: m.TransactionReportView }))),
  settlementReport: lazy(() => import('./settlement-report.view').then((m) => ({ default: m.SettlementReportView }))),
  billingReport: lazy(() => import('./billing-report.view').then((m) => ({ default: m.BillingReportView }))),
  statements: lazy(() => import('./statements-report.view').then((m) => ({ default: m.StatementsReportView }))),
};
