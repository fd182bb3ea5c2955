import type { ServerModule } from '../server-module';
import { RolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';

export const rolesModule: ServerModule = {
  name: 'roles',
  register(app, deps) {
    registerRolesRoutes(app, deps.kit, new RolesRepository(deps.database.db));
  },
};
