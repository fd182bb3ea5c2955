import type { AuditEntry, AuditLogPage, AuditLogPort, AuditLogQuery } from '../../application/audit-log/audit-log.port';

const actions = ['stores.add', 'merchants.accountBalance', 'users.edit', 'roles.add', 'blacklists.delete', 'merchants.confidential'];

/** 40 demo entries, newest first, so the list has pages. */
const demoEntries: AuditEntry[] = Array.from({ length: 40 }, (_, index) => ({
  id: String(40 - index),
  at: new Date(Date.UTC(2026, 10, 20, 12) - index * 3_600_000).toISOString(),
  actorName: index % 3 === 0 ? 'Support Desk (support)' : 'Platform Admin (admin)',
  action: actions[index % actions.length] as string,
  targetType: (actions[index % actions.length] as string).split('.')[0] as string,
  targetId: `record-${index + 1}`,
  details: { body: { name: `Record ${index + 1}` } },
}));

/** The whole AuditLogPort in memory; a test replaces any method through `overrides`. */
export class InMemoryAuditLogAdapter implements AuditLogPort {
  constructor(private readonly overrides: Partial<AuditLogPort> = {}) {}

  async auditLogPage(query: AuditLogQuery): Promise<AuditLogPage> {
    if (this.overrides.auditLogPage) return this.overrides.auditLogPage(query);
    const rows = demoEntries.filter(
      (entry) =>
        (query.actor === undefined || entry.actorName.toLowerCase().includes(query.actor.toLowerCase())) &&
        (query.action === undefined || entry.action === query.action || entry.action.startsWith(`${query.action}.`)) &&
        (query.dateFrom === undefined || entry.at.slice(0, 10) >= query.dateFrom) &&
        (query.dateTo === undefined || entry.at.slice(0, 10) <= query.dateTo),
    );
    const start = (query.page - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize };
  }
}
