import type { LookupsPort } from '../../application/lookups/lookups.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryLookupsAdapter } from './lookups.in-memory-adapter';
import { LookupsPortToken } from './lookups.tokens';

/** The lookups area on demo data, for tests and for working on screens without a server. */
export const lookupsInMemory: InMemoryFeature<LookupsPort> = {
  name: 'lookups',
  bindInMemory(container, overrides) {
    container.bind<LookupsPort>(LookupsPortToken).toConstantValue(new InMemoryLookupsAdapter(overrides));
  },
};
