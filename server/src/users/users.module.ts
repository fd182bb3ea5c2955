import * as usersContract from '../../../src/contract/users.contract';
import type { ServerModule } from '../server-module';
import { OwnAccountService } from './own-account.service';
import { SecondFactorResetService } from './second-factor-reset.service';
import { UserManagementService } from './user-management.service';
import { UserWritesRepository } from './user-writes.repository';
import { UsersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';

export const usersModule: ServerModule = {
  name: 'users',
  contracts: [usersContract],
  register(app, deps) {
    const users = new UsersRepository(deps.database.db);
    const writes = new UserWritesRepository(deps.database.db);
    registerUsersRoutes(app, deps.kit, {
      users,
      management: new UserManagementService({ users, writes, now: deps.now }),
      ownAccount: new OwnAccountService({ users, writes, now: deps.now }),
      factorReset: new SecondFactorResetService({ users, writes, secondFactor: deps.secondFactor, db: deps.database.db, now: deps.now }),
    });
  },
};
