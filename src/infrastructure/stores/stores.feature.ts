import type { StoresPort } from '../../application/stores/stores.port';
import { storesUseCases, type StoresUseCases } from '../../application/stores/stores.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpStoresAdapter } from './stores.http-adapter';
import { StoresPortToken } from './stores.tokens';

/** The stores area over HTTP, and the use-cases its screens get. */
export const storesFeature: PortalFeature<'stores', StoresPort, StoresUseCases> = {
  name: 'stores',
  bindHttp(container) {
    container.bind<StoresPort>(StoresPortToken).to(HttpStoresAdapter);
  },
  useCases: (container) => storesUseCases({ stores: container.get<StoresPort>(StoresPortToken) }),
};
