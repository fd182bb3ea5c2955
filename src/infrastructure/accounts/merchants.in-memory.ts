import type { MerchantsPort } from '../../application/accounts/merchants.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { MerchantsPortToken } from './accounts.tokens';
import { InMemoryMerchantsAdapter } from './merchants.in-memory-adapter';

/** The merchants area on demo data, for tests and for working on screens without a server. */
export const merchantsInMemory: InMemoryFeature<MerchantsPort> = {
  name: 'merchants',
  bindInMemory(container, overrides) {
    container.bind<MerchantsPort>(MerchantsPortToken).toConstantValue(new InMemoryMerchantsAdapter(overrides));
  },
};
