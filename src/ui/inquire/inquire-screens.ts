import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** Inquire transaction: its own route and the `inquire-transaction` report (spec 1 §2) open the same view. */
export const inquireScreens: ScreenViews = {
  inquireTransaction: lazyView(() => import('./inquire.view').then((m) => ({ default: m.InquireView }))),
};
