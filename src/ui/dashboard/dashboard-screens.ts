import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The dashboard (spec 1 §2), lazy so the login route stays small. */
export const dashboardScreens: ScreenViews = {
  dashboard: lazy(() => import('./dashboard.view').then((m) => ({ default: m.DashboardView }))),
};
