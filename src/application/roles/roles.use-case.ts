import type { Permissions } from '../../domain/permissions/permission-catalogue';
import { grantsBeyond } from '../../domain/permissions/grant-rules';
import type { RolesPort } from './roles.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

const passedOn = { list: 'roles', get: 'role', create: 'createRole', update: 'updateRole', remove: 'deleteRole' } as const;

export interface RolesUseCases extends PortMethodsAs<RolesPort, typeof passedOn> {
  /** docs/spec/decisions.md §8: the flags a draft grants beyond the author's, which the server refuses. */
  grantsBeyond: (author: Permissions | undefined, draft: Permissions) => string[];
}

export function rolesUseCases(deps: { roles: RolesPort }): RolesUseCases {
  const { roles } = deps;
  return {
    ...portMethodsAs(roles, passedOn),
    grantsBeyond: (author, draft) => grantsBeyond(author, draft),
  };
}
