import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The payout account screens (spec 3 §2 Payout accounts), lazy so the login route stays small. */
export const payoutAccountScreens: ScreenViews = {
  payoutAccounts: lazyView(() => import('./payout-accounts.view').then((m) => ({ default: m.PayoutAccountsView }))),
  merchantTopUps: lazyView(() => import('./payout-accounts.view').then((m) => ({ default: m.MerchantTopUpsView }))),
  payoutAccountDetail: lazyView(() => import('./payout-account-detail.view').then((m) => ({ default: m.PayoutAccountDetailView }))),
  payoutTransactionForm: lazyView(() => import('./account-transaction-form.view').then((m) => ({ default: m.AccountTransactionFormView }))),
};
