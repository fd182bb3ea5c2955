import type { PayoutAccountsPort } from '../../application/payout-accounts/payout-accounts.port';
import { payoutAccountsUseCases } from '../../application/payout-accounts/payout-accounts.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpPayoutAccountsAdapter } from './payout-accounts.http-adapter';
import { payoutAccountsMachines, type PayoutAccountsArea } from './payout-accounts.machines';
import { PayoutAccountsPortToken } from './payout-accounts.tokens';

/** The payout accounts area over HTTP, and the use-cases and machines its screens get. */
export const payoutAccountsFeature: PortalFeature<'payoutAccounts', PayoutAccountsPort, PayoutAccountsArea> = {
  name: 'payoutAccounts',
  bindHttp(container) {
    container.bind<PayoutAccountsPort>(PayoutAccountsPortToken).to(HttpPayoutAccountsAdapter);
  },
  useCases(container) {
    const useCases = payoutAccountsUseCases({ payoutAccounts: container.get<PayoutAccountsPort>(PayoutAccountsPortToken) });
    return { ...useCases, ...payoutAccountsMachines(useCases) };
  },
};
