import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The settlement screens (spec 1 §2), lazy so the login route stays small. */
export const settlementScreens: ScreenViews = {
  settlements: lazyView(() => import('./settlements-list.view').then((m) => ({ default: m.SettlementsView }))),
  settlementSummary: lazyView(() => import('./settlement-summary.view').then((m) => ({ default: m.SettlementSummaryView }))),
  settlementForm: lazyView(() => import('./settlement-form.view').then((m) => ({ default: m.SettlementFormView }))),
};
