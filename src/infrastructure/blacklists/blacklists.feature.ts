import type { BlacklistsPort } from '../../application/blacklists/blacklists.port';
import { blacklistsUseCases, type BlacklistsUseCases } from '../../application/blacklists/blacklists.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpBlacklistsAdapter } from './blacklists.http-adapter';
import { BlacklistsPortToken } from './blacklists.tokens';

/** The blacklists area over HTTP, and the use-cases its screens get. */
export const blacklistsFeature: PortalFeature<'blacklists', BlacklistsPort, BlacklistsUseCases> = {
  name: 'blacklists',
  bindHttp(container) {
    container.bind<BlacklistsPort>(BlacklistsPortToken).to(HttpBlacklistsAdapter);
  },
  useCases: (container) => blacklistsUseCases({ blacklists: container.get<BlacklistsPort>(BlacklistsPortToken) }),
};
