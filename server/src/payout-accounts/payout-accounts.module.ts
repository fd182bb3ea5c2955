import * as payoutAccountsContract from '../../../src/contract/payout-accounts.contract';
import type { ServerModule } from '../server-module';
import { AccountTransactionsService } from './account-transactions.service';
import { PayoutAccountsRepository } from './payout-accounts.repository';
import { registerPayoutAccountsRoutes } from './payout-accounts.routes';

/** spec 3 §2 Payout accounts: merchant payout accounts and their top-up transactions. */
export const payoutAccountsModule: ServerModule = {
  name: 'payout-accounts',
  contracts: [payoutAccountsContract],
  register(app, deps) {
    const { db } = deps.database;
    const accounts = new PayoutAccountsRepository(db);
    registerPayoutAccountsRoutes(app, deps.kit, { accounts, transactions: new AccountTransactionsService({ db, accounts, now: deps.now }) });
  },
};
