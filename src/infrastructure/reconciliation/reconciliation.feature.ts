import type { ReconciliationPort } from '../../application/reconciliation/reconciliation.port';
import { reconciliationUseCases, type ReconciliationUseCases } from '../../application/reconciliation/reconciliation.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpReconciliationAdapter } from './reconciliation.http-adapter';
import { ReconciliationPortToken } from './reconciliation.tokens';

/** The reconciliation area over HTTP, and the use-cases its screen gets. */
export const reconciliationFeature: PortalFeature<'reconciliation', ReconciliationPort, ReconciliationUseCases> = {
  name: 'reconciliation',
  bindHttp(container) {
    container.bind<ReconciliationPort>(ReconciliationPortToken).to(HttpReconciliationAdapter);
  },
  useCases: (container) => reconciliationUseCases({ reconciliation: container.get<ReconciliationPort>(ReconciliationPortToken) }),
};
