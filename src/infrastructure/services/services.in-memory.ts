import type { ServicesPort } from '../../application/services/services.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryServicesAdapter } from './services.in-memory-adapter';
import { ServicesPortToken } from './services.tokens';

/** The services area on demo data, for tests and for working on screens without a server. */
export const servicesInMemory: InMemoryFeature<ServicesPort> = {
  name: 'services',
  bindInMemory(container, overrides) {
    container.bind<ServicesPort>(ServicesPortToken).toConstantValue(new InMemoryServicesAdapter(overrides));
  },
};
