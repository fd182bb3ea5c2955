import type { ServerModule } from '../server-module';
import { StoresRepository } from './stores.repository';
import { registerStoresRoutes } from './stores.routes';

export const storesModule: ServerModule = {
  name: 'stores',
  register(app, deps) {
    registerStoresRoutes(app, deps.kit, { stores: new StoresRepository(deps.database.db), now: deps.now });
  },
};
