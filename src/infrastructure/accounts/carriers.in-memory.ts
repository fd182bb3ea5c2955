import type { CarriersPort } from '../../application/accounts/carriers.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { CarriersPortToken } from './accounts.tokens';
import { InMemoryCarriersAdapter } from './carriers.in-memory-adapter';

/** The carriers area on demo data, for tests and for working on screens without a server. */
export const carriersInMemory: InMemoryFeature<CarriersPort> = {
  name: 'carriers',
  bindInMemory(container, overrides) {
    container.bind<CarriersPort>(CarriersPortToken).toConstantValue(new InMemoryCarriersAdapter(overrides));
  },
};
