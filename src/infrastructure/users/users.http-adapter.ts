import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { inject, injectable } from 'inversify';
import type {
  NewUser,
  OrganisationChoice,
  OwnProfile,
  PasswordChange,
  PortalUser,
  RoleChoice,
  UserDetails,
  UsersPort,
  UserStatus,
} from '../../application/users/users.port';
import { getProfile, getUserById } from '../../contract/auth.contract';
import { listMerchants, listOperators } from '../../contract/lookups.contract';
import { listRoles } from '../../contract/roles.contract';
import { addUser, changePassword, deleteUser, editProfile, editUser, pageUsers, resetUserSecondFactor, toggleUserStatus } from '../../contract/users.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { newUserBody, profileOf, userDetailsBody, userOf } from './users.wire-mapping';

@injectable()
export class HttpUsersAdapter implements UsersPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async pageUsers(window: GridWindow): Promise<GridPage<PortalUser>> {
    const answer = await this.callApi(pageUsers, { query: { page: window.page, limit: window.size } });
    return { rows: answer.data.map(userOf), total: answer.count };
  }

  async user(id: string): Promise<PortalUser> {
    return userOf(await this.callApi(getUserById, { params: { id } }));
  }

  async createUser(user: NewUser): Promise<PortalUser> {
    return userOf(await this.callApi(addUser, { body: newUserBody(user) }));
  }

  async updateUser(id: string, details: UserDetails): Promise<PortalUser> {
    return userOf(await this.callApi(editUser, { params: { id }, body: userDetailsBody(details) }));
  }

  async setUserStatus(id: string, status: UserStatus): Promise<PortalUser> {
    return userOf(await this.callApi(toggleUserStatus, { params: { id }, body: { status } }));
  }

  async deleteUser(id: string): Promise<void> {
    await this.callApi(deleteUser, { params: { id } });
  }

  async resetSecondFactor(id: string): Promise<void> {
    await this.callApi(resetUserSecondFactor, { params: { id } });
  }

  async assignableRoles(organisationId?: string): Promise<RoleChoice[]> {
    // docs/decisions/0016-users-and-roles.md: ?userTypeId= narrows the list to one organisation's roles.
    const roles = await this.callApi(listRoles, { query: organisationId === undefined ? {} : { userTypeId: organisationId } });
    return roles.filter((role) => role.status === 'Active').map((role) => ({ id: role._id, name: role.name }));
  }

  async organisations(userType: 'Operator' | 'Merchant'): Promise<OrganisationChoice[]> {
    // Only the id and the name of a sub-type are read (spec 2 §3 "Merchant list item").
    const rows = userType === 'Operator' ? await this.callApi(listOperators) : await this.callApi(listMerchants);
    return rows.map((row) => ({ id: row._id, name: row.name }));
  }

  async ownProfile(): Promise<OwnProfile> {
    return profileOf(await this.callApi(getProfile));
  }

  async updateOwnProfile(changes: { name: string; email: string }): Promise<OwnProfile> {
    return profileOf(await this.callApi(editProfile, { body: changes }));
  }

  async changeOwnPassword(change: PasswordChange): Promise<void> {
    await this.callApi(changePassword, { body: change });
  }
}
