import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** spec 3 §2 Dashboards: Collection Overview and Payout Overview, each its own lazy chunk. */
export const analyticsScreens: ScreenViews = {
  collection: lazyView(() => import('./collection.view').then((m) => ({ default: m.CollectionView }))),
  disbursement: lazyView(() => import('./disbursement.view').then((m) => ({ default: m.DisbursementView }))),
};
