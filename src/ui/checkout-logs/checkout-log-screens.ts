import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** spec 3 §2 Checkout Logs and Checkout Requests, lazy so the login route stays small. */
export const checkoutLogScreens: ScreenViews = {
  checkoutLogs: lazy(() => import('./checkout-logs.view').then((m) => ({ default: m.CheckoutLogsView }))),
  checkoutRequests: lazy(() => import('./checkout-requests.view').then((m) => ({ default: m.CheckoutRequestsView }))),
};
