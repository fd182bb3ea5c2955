import type { PayoutAccountsPort } from '../../application/payout-accounts/payout-accounts.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryPayoutAccountsAdapter } from './payout-accounts.in-memory-adapter';
import { PayoutAccountsPortToken } from './payout-accounts.tokens';

/** The payout accounts area on demo data, for tests and for working on screens without a server. */
export const payoutAccountsInMemory: InMemoryFeature<PayoutAccountsPort> = {
  name: 'payoutAccounts',
  bindInMemory(container, overrides) {
    container.bind<PayoutAccountsPort>(PayoutAccountsPortToken).toConstantValue(new InMemoryPayoutAccountsAdapter(overrides));
  },
};
