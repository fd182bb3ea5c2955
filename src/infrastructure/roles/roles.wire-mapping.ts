import type { Role, RoleDraft } from '../../application/roles/roles.port';
import type { CallBody } from '../../contract/call-definition';
import type { addRole, RoleDto } from '../../contract/roles.contract';
import { normalisePermissions } from '../../domain/permissions/permission-rules';

/** Wire names (userTypeId, createdDate) become the port's words once, here (docs/style.md §3). */
export function roleOf(dto: RoleDto): Role {
  return {
    id: dto._id,
    name: dto.name,
    description: dto.description,
    organisationId: dto.userTypeId,
    permissions: normalisePermissions(dto.permissions),
    status: dto.status,
    createdAt: dto.createdDate,
    modifiedAt: dto.modifiedDate,
  };
}

export function roleBody(draft: RoleDraft): CallBody<typeof addRole> {
  return {
    name: draft.name,
    description: draft.description,
    permissions: draft.permissions,
    ...(draft.organisationId !== undefined ? { userTypeId: draft.organisationId } : {}),
  };
}
