import * as auditLogContract from '../../../src/contract/audit-log.contract';
import type { ServerModule } from '../server-module';
import { AuditLogRepository } from './audit-log.repository';
import { registerAuditLogRoutes } from './audit-log.routes';

/** docs/decisions/0023-audit-log.md: the entries are written by every area (http/change-audit.ts); this area reads them. */
export const auditLogModule: ServerModule = {
  name: 'audit-log',
  contracts: [auditLogContract],
  register(app, deps) {
    registerAuditLogRoutes(app, deps.kit, { auditLog: new AuditLogRepository(deps.database.db) });
  },
};
