import type { ServerModule } from '../server-module';
import { registerHealthRoutes } from './health.routes';

export const healthModule: ServerModule = {
  name: 'health',
  register(app, deps) {
    registerHealthRoutes(app, deps.kit, deps.database);
  },
};
