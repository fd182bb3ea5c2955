import * as autoJobsContract from '../../../src/contract/auto-jobs.contract';
import type { ServerModule } from '../server-module';
import { AutoJobsRepository } from './auto-jobs.repository';
import { registerAutoJobsRoutes } from './auto-jobs.routes';

export const autoJobsModule: ServerModule = {
  name: 'auto-jobs',
  contracts: [autoJobsContract],
  register(app, deps) {
    registerAutoJobsRoutes(app, deps.kit, new AutoJobsRepository(deps.database.db));
  },
};
