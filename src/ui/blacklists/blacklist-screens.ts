import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The blacklist screens (spec 2 §2.9), lazy so the login route stays small. */
export const blacklistScreens: ScreenViews = {
  blacklists: lazyView(() => import('./blacklists-list.view').then((m) => ({ default: m.BlacklistsView }))),
  blacklistForm: lazyView(() => import('./blacklist-form.view').then((m) => ({ default: m.BlacklistFormView }))),
};
