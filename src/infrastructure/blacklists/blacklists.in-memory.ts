import type { BlacklistsPort } from '../../application/blacklists/blacklists.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryBlacklistsAdapter } from './blacklists.in-memory-adapter';
import { BlacklistsPortToken } from './blacklists.tokens';

/** The blacklists area on demo data, for tests and for working on screens without a server. */
export const blacklistsInMemory: InMemoryFeature<BlacklistsPort> = {
  name: 'blacklists',
  bindInMemory(container, overrides) {
    container.bind<BlacklistsPort>(BlacklistsPortToken).toConstantValue(new InMemoryBlacklistsAdapter(overrides));
  },
};
