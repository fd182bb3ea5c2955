import type { AuditLogPage, AuditLogPort, AuditLogQuery } from './audit-log.port';

export interface AuditLogUseCases {
  page: (query: AuditLogQuery) => Promise<AuditLogPage>;
}

export function auditLogUseCases(deps: { auditLog: AuditLogPort }): AuditLogUseCases {
  return {
    // Empty filters are no filters.
    page: (query) =>
      deps.auditLog.auditLogPage({
        page: Math.max(1, Math.trunc(query.page)),
        pageSize: query.pageSize,
        ...(query.dateFrom ? { dateFrom: query.dateFrom } : {}),
        ...(query.dateTo ? { dateTo: query.dateTo } : {}),
        ...(query.actor?.trim() ? { actor: query.actor.trim() } : {}),
        ...(query.action?.trim() ? { action: query.action.trim() } : {}),
      }),
  };
}
