import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The service screens (spec 2 §2.5), lazy so the login route stays small. */
export const serviceScreens: ScreenViews = {
  services: lazy(() => import('./services-list.view').then((m) => ({ default: m.ServicesView }))),
  serviceForm: lazy(() => import('./service-form.view').then((m) => ({ default: m.ServiceFormView }))),
};
