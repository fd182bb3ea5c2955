import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The reconciliation with the providers (docs/decisions/0035-reconciliation.md), lazy so the login route stays small. */
export const reconciliationScreens: ScreenViews = {
  reconciliation: lazyView(() => import('./reconciliation.view').then((m) => ({ default: m.ReconciliationView }))),
};
