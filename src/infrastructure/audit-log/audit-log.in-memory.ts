import type { AuditLogPort } from '../../application/audit-log/audit-log.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryAuditLogAdapter } from './audit-log.in-memory-adapter';
import { AuditLogPortToken } from './audit-log.tokens';

/** The audit log on demo data, for tests and for working on screens without a server. */
export const auditLogInMemory: InMemoryFeature<AuditLogPort> = {
  name: 'auditLog',
  bindInMemory(container, overrides) {
    container.bind<AuditLogPort>(AuditLogPortToken).toConstantValue(new InMemoryAuditLogAdapter(overrides));
  },
};
