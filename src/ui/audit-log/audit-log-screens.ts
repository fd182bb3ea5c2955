import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** The audit log (docs/decisions/0023-audit-log.md), lazy so the login route stays small. */
export const auditLogScreens: ScreenViews = {
  auditLog: lazyView(() => import('./audit-log.view').then((m) => ({ default: m.AuditLogView }))),
};
