import * as lookupsContract from '../../../src/contract/lookups.contract';
import type { ServerModule } from '../server-module';
import { registerHealthRoutes } from './health.routes';

export const healthModule: ServerModule = {
  name: 'health',
  contracts: [lookupsContract],
  register(app, deps) {
    registerHealthRoutes(app, deps.kit, deps.database, { tokenSecret: deps.config.tokenSecret });
  },
};
