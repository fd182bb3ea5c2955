import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The merchant and carrier screens (spec 2 §2.2, §2.3), lazy so the login route stays small. */
export const accountsScreens: ScreenViews = {
  merchants: lazy(() => import('./merchants-list.view').then((m) => ({ default: m.MerchantsListView }))),
  merchantForm: lazy(() => import('./merchant-form.view').then((m) => ({ default: m.MerchantFormView }))),
  merchantAccountBalance: lazy(() => import('./account-balance.view').then((m) => ({ default: m.AccountBalanceView }))),
  merchantHistory: lazy(() => import('./merchant-history.view').then((m) => ({ default: m.MerchantHistoryView }))),
  carriers: lazy(() => import('./carriers-list.view').then((m) => ({ default: m.CarriersListView }))),
  carrierForm: lazy(() => import('./carrier-form.view').then((m) => ({ default: m.CarrierFormView }))),
  carrierHistory: lazy(() => import('./carrier-history.view').then((m) => ({ default: m.CarrierHistoryView }))),
};
