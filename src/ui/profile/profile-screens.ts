import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The signed-in user's own screens (spec 2 §2.8), lazy so the login route stays small. */
export const profileScreens: ScreenViews = {
  accountProfile: lazyView(() => import('./account-profile.view').then((m) => ({ default: m.AccountProfileView }))),
  changePassword: lazyView(() => import('./change-password.view').then((m) => ({ default: m.ChangePasswordView }))),
};
