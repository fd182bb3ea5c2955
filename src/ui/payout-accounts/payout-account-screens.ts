import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The payout account screens (spec 3 §2 Payout accounts), lazy so the login route stays small. */
export const payoutAccountScreens: ScreenViews = {
  payoutAccounts: lazy(() => import('./payout-accounts.view').then((m) => ({ default: m.PayoutAccountsView }))),
  merchantTopUps: lazy(() => import('./payout-accounts.view').then((m) => ({ default: m.MerchantTopUpsView }))),
  payoutAccountDetail: lazy(() => import('./payout-account-detail.view').then((m) => ({ default: m.PayoutAccountDetailView }))),
  payoutTransactionForm: lazy(() => import('./account-transaction-form.view').then((m) => ({ default: m.AccountTransactionFormView }))),
};
