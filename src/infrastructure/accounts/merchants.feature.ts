import type { MerchantsPort } from '../../application/accounts/merchants.port';
import { merchantsUseCases, type MerchantsUseCases } from '../../application/accounts/merchants.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { MerchantsPortToken } from './accounts.tokens';
import { HttpMerchantsAdapter } from './merchants.http-adapter';

/** The merchants area over HTTP, and the use-cases its screens get. */
export const merchantsFeature: PortalFeature<'merchants', MerchantsPort, MerchantsUseCases> = {
  name: 'merchants',
  bindHttp(container) {
    container.bind<MerchantsPort>(MerchantsPortToken).to(HttpMerchantsAdapter);
  },
  useCases: (container) => merchantsUseCases({ merchants: container.get<MerchantsPort>(MerchantsPortToken) }),
};
