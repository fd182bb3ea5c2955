import * as lookupsContract from '../../../src/contract/lookups.contract';
import type { ServerModule } from '../server-module';
import { OperatorsRepository } from './operators.repository';
import { registerOperatorsRoutes } from './operators.routes';

export const operatorsModule: ServerModule = {
  name: 'operators',
  contracts: [lookupsContract],
  register(app, deps) {
    registerOperatorsRoutes(app, deps.kit, new OperatorsRepository(deps.database.db));
  },
};
