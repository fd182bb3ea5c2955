import * as servicesContract from '../../../src/contract/services.contract';
import type { ServerModule } from '../server-module';
import { MerchantOfWrite } from '../shared/merchant-of-write';
import { ServicesRepository } from './services.repository';
import { registerServicesRoutes } from './services.routes';

export const servicesModule: ServerModule = {
  name: 'services',
  contracts: [servicesContract],
  register(app, deps) {
    const db = deps.database.db;
    registerServicesRoutes(app, deps.kit, { services: new ServicesRepository(db), merchantOfWrite: new MerchantOfWrite(db), now: deps.now });
  },
};
