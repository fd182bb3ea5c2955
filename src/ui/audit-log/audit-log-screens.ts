import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The audit log (docs/decisions.md "Audit log"), lazy so the login route stays small. */
export const auditLogScreens: ScreenViews = {
  auditLog: lazy(() => import('./audit-log.view').then((m) => ({ default: m.AuditLogView }))),
};
