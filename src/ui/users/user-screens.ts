import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The user screens (spec 2 §2.6), lazy so the login route stays small. */
export const userScreens: ScreenViews = {
  users: lazyView(() => import('./users-list.view').then((m) => ({ default: m.UsersView }))),
  userForm: lazyView(() => import('./user-form.view').then((m) => ({ default: m.UserFormView }))),
};
