import type { StoresPort } from '../../application/stores/stores.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryStoresAdapter } from './stores.in-memory-adapter';
import { StoresPortToken } from './stores.tokens';

/** The stores area on demo data, for tests and for working on screens without a server. */
export const storesInMemory: InMemoryFeature<StoresPort> = {
  name: 'stores',
  bindInMemory(container, overrides) {
    container.bind<StoresPort>(StoresPortToken).toConstantValue(new InMemoryStoresAdapter(overrides));
  },
};
