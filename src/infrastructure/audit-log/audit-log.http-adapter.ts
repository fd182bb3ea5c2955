import { inject, injectable } from 'inversify';
import type { AuditLogPage, AuditLogPort, AuditLogQuery } from '../../application/audit-log/audit-log.port';
import { listAuditLog } from '../../contract/audit-log.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

@injectable()
export class HttpAuditLogAdapter implements AuditLogPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async auditLogPage(query: AuditLogQuery): Promise<AuditLogPage> {
    const answer = await this.callApi(listAuditLog, { query });
    return {
      rows: answer.records.map((record) => ({
        id: record._id,
        at: record.at,
        actorName: record.actorName,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        details: record.details,
      })),
      total: answer.total,
      page: answer.page,
      pageSize: answer.pageSize,
    };
  }
}
