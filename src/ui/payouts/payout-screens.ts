import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The payout request and file record screens (spec 3 §2), lazy so the login route stays small. */
export const payoutScreens: ScreenViews = {
  payoutRequests: lazyView(() => import('./payout-requests.view').then((m) => ({ default: m.PayoutRequestsView }))),
  fileRecords: lazyView(() => import('./file-records.view').then((m) => ({ default: m.FileRecordsView }))),
};
