import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The role screens (spec 2 §2.7), lazy so the login route stays small. */
export const roleScreens: ScreenViews = {
  roles: lazyView(() => import('./roles-list.view').then((m) => ({ default: m.RolesView }))),
  roleForm: lazyView(() => import('./role-form.view').then((m) => ({ default: m.RoleFormView }))),
};
