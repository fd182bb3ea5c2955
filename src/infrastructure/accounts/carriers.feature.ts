import type { CarriersPort } from '../../application/accounts/carriers.port';
import { carriersUseCases, type CarriersUseCases } from '../../application/accounts/carriers.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { CarriersPortToken } from './accounts.tokens';
import { HttpCarriersAdapter } from './carriers.http-adapter';

/** The carriers area over HTTP, and the use-cases its screens get. */
export const carriersFeature: PortalFeature<'carriers', CarriersPort, CarriersUseCases> = {
  name: 'carriers',
  bindHttp(container) {
    container.bind<CarriersPort>(CarriersPortToken).to(HttpCarriersAdapter);
  },
  useCases: (container) => carriersUseCases({ carriers: container.get<CarriersPort>(CarriersPortToken) }),
};
