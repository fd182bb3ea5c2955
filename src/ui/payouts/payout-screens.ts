import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The payout request and file record screens (spec 3 §2), lazy so the login route stays small. */
export const payoutScreens: ScreenViews = {
  payoutRequests: lazy(() => import('./payout-requests.view').then((m) => ({ default: m.PayoutRequestsView }))),
  fileRecords: lazy(() => import('./file-records.view').then((m) => ({ default: m.FileRecordsView }))),
};
