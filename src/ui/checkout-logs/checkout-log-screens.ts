import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** spec 3 §2 Checkout Logs and Checkout Requests, lazy so the login route stays small. */
export const checkoutLogScreens: ScreenViews = {
  checkoutLogs: lazyView(() => import('./checkout-logs.view').then((m) => ({ default: m.CheckoutLogsView }))),
  checkoutRequests: lazyView(() => import('./checkout-requests.view').then((m) => ({ default: m.CheckoutRequestsView }))),
};
