import type { LookupsPort } from '../../application/lookups/lookups.port';
import type { PortalFeature } from '../di/portal-feature';
import { HttpLookupsAdapter } from './lookups.http-adapter';
import { LookupsPortToken } from './lookups.tokens';

/** The lookups area over HTTP, and the use-cases its screens get. */
export const lookupsFeature: PortalFeature<'lookups', LookupsPort, LookupsPort> = {
  name: 'lookups',
  bindHttp(container) {
    container.bind<LookupsPort>(LookupsPortToken).to(HttpLookupsAdapter);
  },
  useCases: (container) => container.get<LookupsPort>(LookupsPortToken),
};
