import * as storesContract from '../../../src/contract/stores.contract';
import type { ServerModule } from '../server-module';
import { StoresRepository } from './stores.repository';
import { registerStoresRoutes } from './stores.routes';

export const storesModule: ServerModule = {
  name: 'stores',
  contracts: [storesContract],
  register(app, deps) {
    registerStoresRoutes(app, deps.kit, { stores: new StoresRepository(deps.database.db), now: deps.now });
  },
};
