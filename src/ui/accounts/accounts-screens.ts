import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The merchant and carrier screens (spec 2 §2.2, §2.3), lazy so the login route stays small. */
export const accountsScreens: ScreenViews = {
  merchants: lazyView(() => import('./merchants-list.view').then((m) => ({ default: m.MerchantsListView }))),
  merchantForm: lazyView(() => import('./merchant-form.view').then((m) => ({ default: m.MerchantFormView }))),
  merchantAccountBalance: lazyView(() => import('./account-balance.view').then((m) => ({ default: m.AccountBalanceView }))),
  merchantHistory: lazyView(() => import('./merchant-history.view').then((m) => ({ default: m.MerchantHistoryView }))),
  carriers: lazyView(() => import('./carriers-list.view').then((m) => ({ default: m.CarriersListView }))),
  carrierForm: lazyView(() => import('./carrier-form.view').then((m) => ({ default: m.CarrierFormView }))),
  carrierHistory: lazyView(() => import('./carrier-history.view').then((m) => ({ default: m.CarrierHistoryView }))),
};
