import type { SettlementsPort } from '../../application/settlements/settlements.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemorySettlementsAdapter } from './settlements.in-memory-adapter';
import { SettlementsPortToken } from './settlements.tokens';

/** The settlements area on demo data, for tests and for working on screens without a server. */
export const settlementsInMemory: InMemoryFeature<SettlementsPort> = {
  name: 'settlements',
  bindInMemory(container, overrides) {
    container.bind<SettlementsPort>(SettlementsPortToken).toConstantValue(new InMemorySettlementsAdapter(overrides));
  },
};
