import { lazy } from 'react';
import type { ScreenViews } from '../routing/route-table';

/** The audit log (docs/decisions/0023-audit-log.md), lazy so the login route stays small. */
export const auditLogScreens: ScreenViews = {
  auditLog: lazy(() => import('./audit-log.view').then((m) => ({ default: m.AuditLogView }))),
};
