import type { ServerModule } from '../server-module';
import { UsersRepository } from './users.repository';
import { registerUsersRoutes } from './users.routes';

export const usersModule: ServerModule = {
  name: 'users',
  register(app, deps) {
    registerUsersRoutes(app, deps.kit, new UsersRepository(deps.database.db));
  },
};
