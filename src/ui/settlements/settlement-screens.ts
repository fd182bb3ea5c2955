import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The settlement screens of screen-routes.ts (spec 1 §2), lazy so the login route stays small. */
export const settlementScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  settlements: lazy(() => import('./settlements-list.view').then((m) => ({ default: m.SettlementsView }))),
  settlementSummary: lazy(() => import('./settlement-summary.view').then((m) => ({ default: m.SettlementSummaryView }))),
  settlementForm: lazy(() => import('./settlement-form.view').then((m) => ({ default: m.SettlementFormView }))),
};
