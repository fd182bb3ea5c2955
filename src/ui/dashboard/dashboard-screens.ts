import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The dashboard (spec 1 §2), lazy so the login route stays small. */
export const dashboardScreens: ScreenViews = {
  dashboard: lazyView(() => import('./dashboard.view').then((m) => ({ default: m.DashboardView })), ['dashboard', 'lookups']),
};
