import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type LazyView = LazyExoticComponent<ComponentType>;

function view(load: () => Promise<{ default: ComponentType }>): LazyView {
  return lazy(load);
}

/**
 * Built screens, keyed by the `screen` of `screen-routes.ts`. A screen missing here shows its
 * "coming soon" page. Each feature adds one line; views are lazy so the login route stays small.
 */
export const screenViews: Partial<Record<string, LazyView>> = {
  // e.g. dashboard: view(() => import('../dashboard/dashboard.view').then((m) => ({ default: m.DashboardView }))),
};

/** Built reports, keyed by the `type` query parameter of /reports (spec 1 §2). */
export const reportViews: Partial<Record<string, LazyView>> = {};

export { view as lazyView };
