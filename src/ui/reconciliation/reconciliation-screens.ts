import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The reconciliation with the providers (docs/decisions.md "Reconciliation"), lazy so the login route stays small. */
export const reconciliationScreens: ScreenViews = {
  reconciliation: lazy(() => import('./reconciliation.view').then((m) => ({ default: m.ReconciliationView }))),
};
