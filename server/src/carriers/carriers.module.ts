import * as carriersContract from '../../../src/contract/carriers.contract';
import type { ServerModule } from '../server-module';
import { AccountHistoryRepository } from '../shared/account-history.repository';
import { CarrierAccountsService } from './carrier-accounts.service';
import { CarriersRepository } from './carriers.repository';
import { registerCarriersRoutes } from './carriers.routes';

export const carriersModule: ServerModule = {
  name: 'carriers',
  contracts: [carriersContract],
  register(app, deps) {
    const { db } = deps.database;
    const carriers = new CarriersRepository(db);
    registerCarriersRoutes(app, deps.kit, {
      carriers,
      history: new AccountHistoryRepository(db),
      accounts: new CarrierAccountsService({ db, carriers, now: deps.now }),
    });
  },
};
