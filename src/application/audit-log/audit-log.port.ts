/** docs/decisions/0023-audit-log.md: who changed what, read by platform staff. */
export interface AuditEntry {
  id: string;
  /** ISO instant. */
  at: string;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

export interface AuditLogQuery {
  page: number;
  pageSize: number;
  /** Business dates, both included. */
  dateFrom?: string;
  dateTo?: string;
  actor?: string;
  action?: string;
}

export interface AuditLogPage {
  rows: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditLogPort {
  auditLogPage(query: AuditLogQuery): Promise<AuditLogPage>;
}
