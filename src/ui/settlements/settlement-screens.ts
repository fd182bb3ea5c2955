import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The settlement screens (spec 1 §2), lazy so the login route stays small. */
export const settlementScreens: ScreenViews = {
  settlements: lazy(() => import('./settlements-list.view').then((m) => ({ default: m.SettlementsView }))),
  settlementSummary: lazy(() => import('./settlement-summary.view').then((m) => ({ default: m.SettlementSummaryView }))),
  settlementForm: lazy(() => import('./settlement-form.view').then((m) => ({ default: m.SettlementFormView }))),
};
