import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** spec 3 §2 Dashboards: Collection Overview and Payout Overview, each its own lazy chunk. */
export const analyticsScreens: ScreenViews = {
  collection: lazy(() => import('./collection.view').then((m) => ({ default: m.CollectionView }))),
  disbursement: lazy(() => import('./disbursement.view').then((m) => ({ default: m.DisbursementView }))),
};
