import type { MerchantsPort } from '../../application/accounts/merchants.port';
import { merchantsUseCases } from '../../application/accounts/merchants.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { MerchantsPortToken } from './accounts.tokens';
import { merchantsMachines, type MerchantsArea } from './merchants.machines';
import { HttpMerchantsAdapter } from './merchants.http-adapter';

/** The merchants area over HTTP, and the use-cases and machines its screens get. */
export const merchantsFeature: PortalFeature<'merchants', MerchantsPort, MerchantsArea> = {
  name: 'merchants',
  bindHttp(container) {
    container.bind<MerchantsPort>(MerchantsPortToken).to(HttpMerchantsAdapter);
  },
  useCases(container) {
    const useCases = merchantsUseCases({ merchants: container.get<MerchantsPort>(MerchantsPortToken) });
    return { ...useCases, ...merchantsMachines(useCases) };
  },
};
