import type { UsersPort } from '../../application/users/users.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryUsersAdapter } from './users.in-memory-adapter';
import { UsersPortToken } from './users.tokens';

/** The users area on demo data, for tests and for working on screens without a server. */
export const usersInMemory: InMemoryFeature<UsersPort> = {
  name: 'users',
  bindInMemory(container, overrides) {
    container.bind<UsersPort>(UsersPortToken).toConstantValue(new InMemoryUsersAdapter(overrides));
  },
};
