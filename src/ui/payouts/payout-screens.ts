import { lazy } from 'react';
import type { ScreenViews } from '../routing/screen-view';

/** The payout request screen (spec 3 §2), lazy so the login route stays small. */
export const payoutScreens: ScreenViews = {
  payoutRequests: lazy(() => import('./payout-requests.view').then((m) => ({ default: m.PayoutRequestsView }))),
};
