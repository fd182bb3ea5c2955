import type { PayoutsPort } from '../../application/payouts/payouts.port';
import { payoutsUseCases } from '../../application/payouts/payouts.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpPayoutsAdapter } from './payouts.http-adapter';
import { payoutsMachines, type PayoutsArea } from './payouts.machines';
import { PayoutsPortToken } from './payouts.tokens';

/** The payout requests area over HTTP, and the use-cases and machines its screens get. */
export const payoutsFeature: PortalFeature<'payouts', PayoutsPort, PayoutsArea> = {
  name: 'payouts',
  bindHttp(container) {
    container.bind<PayoutsPort>(PayoutsPortToken).to(HttpPayoutsAdapter);
  },
  useCases(container) {
    const useCases = payoutsUseCases({ payouts: container.get<PayoutsPort>(PayoutsPortToken) });
    return { ...useCases, ...payoutsMachines(useCases) };
  },
};
