import type { PayoutAccountsPort } from '../../application/payout-accounts/payout-accounts.port';
import { payoutAccountsUseCases, type PayoutAccountsUseCases } from '../../application/payout-accounts/payout-accounts.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpPayoutAccountsAdapter } from './payout-accounts.http-adapter';
import { PayoutAccountsPortToken } from './payout-accounts.tokens';

/** The payout accounts area over HTTP, and the use-cases its screens get. */
export const payoutAccountsFeature: PortalFeature<'payoutAccounts', PayoutAccountsPort, PayoutAccountsUseCases> = {
  name: 'payoutAccounts',
  bindHttp(container) {
    container.bind<PayoutAccountsPort>(PayoutAccountsPortToken).to(HttpPayoutAccountsAdapter);
  },
  useCases: (container) => payoutAccountsUseCases({ payoutAccounts: container.get<PayoutAccountsPort>(PayoutAccountsPortToken) }),
};
