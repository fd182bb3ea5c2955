import type { AuditLogPort } from '../../application/audit-log/audit-log.port';
import { auditLogUseCases, type AuditLogUseCases } from '../../application/audit-log/audit-log.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpAuditLogAdapter } from './audit-log.http-adapter';
import { AuditLogPortToken } from './audit-log.tokens';

/** The audit log over HTTP, and the use-cases its screen gets. */
export const auditLogFeature: PortalFeature<'auditLog', AuditLogPort, AuditLogUseCases> = {
  name: 'auditLog',
  bindHttp(container) {
    container.bind<AuditLogPort>(AuditLogPortToken).to(HttpAuditLogAdapter);
  },
  useCases: (container) => auditLogUseCases({ auditLog: container.get<AuditLogPort>(AuditLogPortToken) }),
};
