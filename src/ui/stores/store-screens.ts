import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The store screens (spec 2 §2.4), lazy so the login route stays small. */
export const storeScreens: ScreenViews = {
  stores: lazy(() => import('./stores-list.view').then((m) => ({ default: m.StoresView }))),
  storeForm: lazy(() => import('./store-form.view').then((m) => ({ default: m.StoreFormView }))),
};
