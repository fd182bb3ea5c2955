import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The voucher screens (spec 3 §2 Vouchers), lazy so the login route stays small. */
export const voucherScreens: ScreenViews = {
  vouchers: lazy(() => import('./vouchers.view').then((m) => ({ default: m.VouchersView }))),
  voucherRequests: lazy(() => import('./voucher-requests.view').then((m) => ({ default: m.VoucherRequestsView }))),
  voucherTransactions: lazy(() => import('./voucher-transactions.view').then((m) => ({ default: m.VoucherTransactionsView }))),
};
