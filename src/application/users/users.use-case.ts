import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { NewUser, OrganisationChoice, OwnProfile, PasswordChange, PortalUser, RoleChoice, UserDetails, UsersPort, UserStatus } from './users.port';

/** spec 2 §4 and §8: the outcomes the user screens announce, as catalogue keys. */
export const userOutcomes = {
  statusChanged: 'users.list.statusChanged',
  deleted: 'users.list.deleted',
  passwordChanged: 'profile.password.changed',
  profileSaved: 'profile.account.saved',
} as const;

export interface UsersUseCases {
  page: (window: GridWindow) => Promise<GridPage<PortalUser>>;
  get: (id: string) => Promise<PortalUser>;
  create: (user: NewUser) => Promise<PortalUser>;
  update: (id: string, details: UserDetails) => Promise<PortalUser>;
  /** The opposite of the shown status (spec 2 §4: the list's toggle). */
  toggleStatus: (user: PortalUser) => Promise<PortalUser>;
  remove: (id: string) => Promise<void>;
  /** The user as shown, without its second factor once the server has removed it. */
  resetSecondFactor: (user: PortalUser) => Promise<PortalUser>;
  assignableRoles: (organisationId?: string) => Promise<RoleChoice[]>;
  organisations: (userType: 'Operator' | 'Merchant') => Promise<OrganisationChoice[]>;
  ownProfile: () => Promise<OwnProfile>;
  updateOwnProfile: (changes: { name: string; email: string }) => Promise<OwnProfile>;
  changeOwnPassword: (change: PasswordChange) => Promise<void>;
}

export const nextStatus = (status: UserStatus): UserStatus => (status === 'Active' ? 'Inactive' : 'Active');

export function usersUseCases(deps: { users: UsersPort }): UsersUseCases {
  const { users } = deps;
  return {
    page: (window) => users.pageUsers(window),
    get: (id) => users.user(id),
    create: (user) => users.createUser(user),
    update: (id, details) => users.updateUser(id, details),
    toggleStatus: (user) => users.setUserStatus(user.id, nextStatus(user.status)),
    remove: (id) => users.deleteUser(id),
    resetSecondFactor: async (user) => {
      await users.resetSecondFactor(user.id);
      return { ...user, secondFactor: false };
    },
    assignableRoles: (organisationId) => users.assignableRoles(organisationId),
    organisations: (userType) => users.organisations(userType),
    ownProfile: () => users.ownProfile(),
    updateOwnProfile: (changes) => users.updateOwnProfile(changes),
    changeOwnPassword: (change) => users.changeOwnPassword(change),
  };
}
