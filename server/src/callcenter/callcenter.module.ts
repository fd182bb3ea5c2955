import * as callcenterContract from '../../../src/contract/callcenter.contract';
import { walletProviders } from '../providers/wallet-providers';
import type { ServerModule } from '../server-module';
import { CallcenterRepository } from './callcenter.repository';
import { registerCallcenterRoutes } from './callcenter.routes';
import { CallcenterService } from './callcenter.service';

/** spec 3 §2 /callcenter: enquire and refund through the wallet providers' port. */
export const callcenterModule: ServerModule = {
  name: 'callcenter',
  contracts: [callcenterContract],
  register(app, deps) {
    const { db } = deps.database;
    const service = new CallcenterService({
      db,
      repository: new CallcenterRepository(db),
      providers: walletProviders(db, deps.config.businessTimeZone, { metrics: deps.metrics, faults: deps.config.sandboxFaults }, deps.now, deps.config),
      now: deps.now,
    });
    registerCallcenterRoutes(app, deps.kit, service);
  },
};
