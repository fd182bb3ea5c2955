import type { z } from 'zod';
import type { permissionsByUser } from '../../../src/contract/auth.contract';
import type { RoleDto } from '../../../src/contract/roles.contract';
import { wireInstant } from '../http/wire-values';
import type { RoleRecord, StoredRole } from './roles.repository';

type RolePermissionsDto = z.input<(typeof permissionsByUser)['response']>;

export function rolePermissionsDtoOf(role: RoleRecord): RolePermissionsDto {
  return { _id: role.id, name: role.name, permissions: role.permissions };
}

/** spec 2 §3 Role. */
export function roleDtoOf(role: StoredRole): RoleDto {
  return {
    _id: role.id,
    name: role.name,
    description: role.description,
    userTypeId: role.userTypeId,
    permissions: role.permissions as RoleDto['permissions'],
    status: role.status,
    createdDate: wireInstant(role.createdAt),
    modifiedDate: wireInstant(role.modifiedAt),
  };
}
