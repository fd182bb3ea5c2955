import * as settlementsContract from '../../../src/contract/settlements.contract';
import type { ServerModule } from '../server-module';
import { MerchantRevenueRepository } from './merchant-revenue.repository';
import { SettlementsRepository } from './settlements.repository';
import { registerSettlementsRoutes } from './settlements.routes';

export const settlementsModule: ServerModule = {
  name: 'settlements',
  contracts: [settlementsContract],
  register(app, deps) {
    registerSettlementsRoutes(app, deps.kit, {
      settlements: new SettlementsRepository(deps.database.db),
      revenue: new MerchantRevenueRepository(deps.database.db),
      businessTimeZone: deps.config.businessTimeZone,
      now: deps.now,
    });
  },
};
