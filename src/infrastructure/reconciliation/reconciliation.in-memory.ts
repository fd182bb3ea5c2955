import type { ReconciliationPort } from '../../application/reconciliation/reconciliation.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryReconciliationAdapter } from './reconciliation.in-memory-adapter';
import { ReconciliationPortToken } from './reconciliation.tokens';

/** The reconciliation area on demo data, for tests and for working on the screen without a server. */
export const reconciliationInMemory: InMemoryFeature<ReconciliationPort> = {
  name: 'reconciliation',
  bindInMemory(container, overrides) {
    container.bind<ReconciliationPort>(ReconciliationPortToken).toConstantValue(new InMemoryReconciliationAdapter(overrides));
  },
};
