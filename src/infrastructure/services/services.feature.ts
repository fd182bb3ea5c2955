import type { ServicesPort } from '../../application/services/services.port';
import { servicesUseCases, type ServicesUseCases } from '../../application/services/services.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpServicesAdapter } from './services.http-adapter';
import { ServicesPortToken } from './services.tokens';

/** The services area over HTTP, and the use-cases its screens get. */
export const servicesFeature: PortalFeature<'services', ServicesPort, ServicesUseCases> = {
  name: 'services',
  bindHttp(container) {
    container.bind<ServicesPort>(ServicesPortToken).to(HttpServicesAdapter);
  },
  useCases: (container) => servicesUseCases({ services: container.get<ServicesPort>(ServicesPortToken) }),
};
