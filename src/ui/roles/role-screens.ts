import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The role screens (spec 2 §2.7), lazy so the login route stays small. */
export const roleScreens: ScreenViews = {
  roles: lazy(() => import('./roles-list.view').then((m) => ({ default: m.RolesView }))),
  roleForm: lazy(() => import('./role-form.view').then((m) => ({ default: m.RoleFormView }))),
};
