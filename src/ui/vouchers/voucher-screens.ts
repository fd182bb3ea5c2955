import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The voucher screens (spec 3 §2 Vouchers), lazy so the login route stays small. */
export const voucherScreens: ScreenViews = {
  vouchers: lazyView(() => import('./vouchers.view').then((m) => ({ default: m.VouchersView }))),
  voucherRequests: lazyView(() => import('./voucher-requests.view').then((m) => ({ default: m.VoucherRequestsView }))),
  voucherTransactions: lazyView(() => import('./voucher-transactions.view').then((m) => ({ default: m.VoucherTransactionsView }))),
};
