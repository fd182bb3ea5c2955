import type { PortalUser, UsersPort, UserStatus } from './users.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

/** spec 2 §4 and §8: the outcomes the user screens announce, as catalogue keys. */
export const userOutcomes = {
  statusChanged: 'users.list.statusChanged',
  deleted: 'users.list.deleted',
  passwordChanged: 'profile.password.changed',
  profileSaved: 'profile.account.saved',
} as const;

const passedOn = {
  page: 'pageUsers',
  get: 'user',
  create: 'createUser',
  update: 'updateUser',
  remove: 'deleteUser',
  assignableRoles: 'assignableRoles',
  organisations: 'organisations',
  ownProfile: 'ownProfile',
  updateOwnProfile: 'updateOwnProfile',
  changeOwnPassword: 'changeOwnPassword',
} as const;

export interface UsersUseCases extends PortMethodsAs<UsersPort, typeof passedOn> {
  /** The opposite of the shown status (spec 2 §4: the list's toggle). */
  toggleStatus: (user: PortalUser) => Promise<PortalUser>;
  /** The user as shown, without its second factor once the server has removed it. */
  resetSecondFactor: (user: PortalUser) => Promise<PortalUser>;
}

export const nextStatus = (status: UserStatus): UserStatus => (status === 'Active' ? 'Inactive' : 'Active');

export function usersUseCases(deps: { users: UsersPort }): UsersUseCases {
  const { users } = deps;
  return {
    ...portMethodsAs(users, passedOn),
    toggleStatus: (user) => users.setUserStatus(user.id, nextStatus(user.status)),
    resetSecondFactor: async (user) => {
      await users.resetSecondFactor(user.id);
      return { ...user, secondFactor: false };
    },
  };
}
