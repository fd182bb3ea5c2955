import type { PayoutsPort } from '../../application/payouts/payouts.port';
import { payoutsUseCases, type PayoutsUseCases } from '../../application/payouts/payouts.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpPayoutsAdapter } from './payouts.http-adapter';
import { PayoutsPortToken } from './payouts.tokens';

/** The payout requests area over HTTP, and the use-cases its screens get. */
export const payoutsFeature: PortalFeature<'payouts', PayoutsPort, PayoutsUseCases> = {
  name: 'payouts',
  bindHttp(container) {
    container.bind<PayoutsPort>(PayoutsPortToken).to(HttpPayoutsAdapter);
  },
  useCases: (container) => payoutsUseCases({ payouts: container.get<PayoutsPort>(PayoutsPortToken) }),
};
