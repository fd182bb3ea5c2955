import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The service screens (spec 2 §2.5), lazy so the login route stays small. */
export const serviceScreens: ScreenViews = {
  services: lazyView(() => import('./services-list.view').then((m) => ({ default: m.ServicesView }))),
  serviceForm: lazyView(() => import('./service-form.view').then((m) => ({ default: m.ServiceFormView }))),
};
