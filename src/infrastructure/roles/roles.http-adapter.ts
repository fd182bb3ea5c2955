import { inject, injectable } from 'inversify';
import type { Role, RoleDraft, RolesPort } from '../../application/roles/roles.port';
import { addRole, deleteRole, editRole, getRole, listRoles } from '../../contract/roles.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { roleBody, roleOf } from './roles.wire-mapping';

@injectable()
export class HttpRolesAdapter implements RolesPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async roles(): Promise<Role[]> {
    return (await this.callApi(listRoles, { query: {} })).map(roleOf);
  }

  async role(id: string): Promise<Role> {
    return roleOf(await this.callApi(getRole, { params: { id } }));
  }

  async createRole(draft: RoleDraft): Promise<Role> {
    return roleOf(await this.callApi(addRole, { body: roleBody(draft) }));
  }

  async updateRole(id: string, draft: RoleDraft): Promise<Role> {
    // docs/decisions/0016-users-and-roles.md: a role's organisation never changes after it is made.
    const { organisationId: _ignored, ...changes } = draft;
    return roleOf(await this.callApi(editRole, { params: { id }, body: roleBody(changes) }));
  }

  async deleteRole(id: string): Promise<void> {
    await this.callApi(deleteRole, { params: { id } });
  }
}
