import type { Permissions } from '../../domain/permissions/permission-catalogue';
import { grantsBeyond } from '../../domain/permissions/grant-rules';
import type { Role, RoleDraft, RolesPort } from './roles.port';

export interface RolesUseCases {
  list: () => Promise<Role[]>;
  get: (id: string) => Promise<Role>;
  /** docs/spec/decisions.md §8: the flags a draft grants beyond the author's, which the server refuses. */
  grantsBeyond: (author: Permissions | undefined, draft: Permissions) => string[];
  create: (draft: RoleDraft) => Promise<Role>;
  update: (id: string, draft: RoleDraft) => Promise<Role>;
  remove: (id: string) => Promise<void>;
}

export function rolesUseCases(deps: { roles: RolesPort }): RolesUseCases {
  const { roles } = deps;
  return {
    list: () => roles.roles(),
    get: (id) => roles.role(id),
    grantsBeyond: (author, draft) => grantsBeyond(author, draft),
    create: (draft) => roles.createRole(draft),
    update: (id, draft) => roles.updateRole(id, draft),
    remove: (id) => roles.deleteRole(id),
  };
}
