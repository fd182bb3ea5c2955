import type { PayoutsPort } from '../../application/payouts/payouts.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryPayoutsAdapter } from './payouts.in-memory-adapter';
import { PayoutsPortToken } from './payouts.tokens';

/** The payouts area on demo data, for tests and for working on screens without a server. */
export const payoutsInMemory: InMemoryFeature<PayoutsPort> = {
  name: 'payouts',
  bindInMemory(container, overrides) {
    container.bind<PayoutsPort>(PayoutsPortToken).toConstantValue(new InMemoryPayoutsAdapter(overrides));
  },
};
