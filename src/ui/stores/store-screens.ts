import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The store screens (spec 2 §2.4), lazy so the login route stays small. */
export const storeScreens: ScreenViews = {
  stores: lazyView(() => import('./stores-list.view').then((m) => ({ default: m.StoresView }))),
  storeForm: lazyView(() => import('./store-form.view').then((m) => ({ default: m.StoreFormView }))),
};
