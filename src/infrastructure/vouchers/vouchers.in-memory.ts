import type { VouchersPort } from '../../application/vouchers/vouchers.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryVouchersAdapter } from './vouchers.in-memory-adapter';
import { VouchersPortToken } from './vouchers.tokens';

/** The vouchers area on demo data, for tests and for working on screens without a server. */
export const vouchersInMemory: InMemoryFeature<VouchersPort> = {
  name: 'vouchers',
  bindInMemory(container, overrides) {
    container.bind<VouchersPort>(VouchersPortToken).toConstantValue(new InMemoryVouchersAdapter(overrides));
  },
};
