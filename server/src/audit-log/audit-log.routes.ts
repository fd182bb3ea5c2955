import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '../../../src/contract/audit-log.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { wireInstant } from '../http/wire-values';
import type { AuditLogRepository } from './audit-log.repository';

/** docs/spec/decisions.md §8: the platform's staff read the audit log with UserLogs.viewAll. */
export function registerAuditLogRoutes(app: FastifyInstance, kit: RouteKit, deps: { auditLog: AuditLogRepository }): void {
  registerCall(app, kit, listAuditLog, signedIn('platform', ['UserLogs', 'viewAll']), async ({ query }) => {
    const { rows, total } = await deps.auditLog.page(query);
    return {
      records: rows.map((row) => ({
        _id: String(row.id),
        at: wireInstant(row.at),
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        details: row.details,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
