import * as rolesContract from '../../../src/contract/roles.contract';
import type { ServerModule } from '../server-module';
import { RoleManagementService } from './role-management.service';
import { RoleWritesRepository } from './role-writes.repository';
import { RolesRepository } from './roles.repository';
import { registerRolesRoutes } from './roles.routes';

export const rolesModule: ServerModule = {
  name: 'roles',
  contracts: [rolesContract],
  register(app, deps) {
    const roles = new RolesRepository(deps.database.db);
    const management = new RoleManagementService({ roles, writes: new RoleWritesRepository(deps.database.db), now: deps.now });
    registerRolesRoutes(app, deps.kit, { roles, management });
  },
};
