import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** spec 3 §2 /callcenter, lazy so the login route stays small. */
export const callcenterScreens: ScreenViews = {
  callcenter: lazyView(() => import('./callcenter.view').then((m) => ({ default: m.CallcenterView }))),
};
