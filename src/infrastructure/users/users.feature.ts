import type { UsersPort } from '../../application/users/users.port';
import { usersUseCases, type UsersUseCases } from '../../application/users/users.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpUsersAdapter } from './users.http-adapter';
import { UsersPortToken } from './users.tokens';

/** The users area (users, the own profile and password) over HTTP, and the use-cases its screens get. */
export const usersFeature: PortalFeature<'users', UsersPort, UsersUseCases> = {
  name: 'users',
  bindHttp(container) {
    container.bind<UsersPort>(UsersPortToken).to(HttpUsersAdapter);
  },
  useCases: (container) => usersUseCases({ users: container.get<UsersPort>(UsersPortToken) }),
};
