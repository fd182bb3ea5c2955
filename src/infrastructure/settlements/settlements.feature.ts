import type { SettlementsPort } from '../../application/settlements/settlements.port';
import { settlementsUseCases, type SettlementsUseCases } from '../../application/settlements/settlements.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpSettlementsAdapter } from './settlements.http-adapter';
import { SettlementsPortToken } from './settlements.tokens';

/** The settlements area over HTTP, and the use-cases its screens get. */
export const settlementsFeature: PortalFeature<'settlements', SettlementsPort, SettlementsUseCases> = {
  name: 'settlements',
  bindHttp(container) {
    container.bind<SettlementsPort>(SettlementsPortToken).to(HttpSettlementsAdapter);
  },
  useCases: (container) => settlementsUseCases({ settlements: container.get<SettlementsPort>(SettlementsPortToken) }),
};
