import type { ServerModule } from '../server-module';
import { MerchantsRepository } from './merchants.repository';
import { registerMerchantsRoutes } from './merchants.routes';

export const merchantsModule: ServerModule = {
  name: 'merchants',
  register(app, deps) {
    registerMerchantsRoutes(app, deps.kit, new MerchantsRepository(deps.database.db));
  },
};
