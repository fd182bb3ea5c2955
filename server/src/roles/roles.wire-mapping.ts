import type { z } from 'zod';
import type { permissionsByUser } from '../../../src/contract/auth.contract';
import type { RoleRecord } from './roles.repository';

type RolePermissionsDto = z.input<(typeof permissionsByUser)['response']>;

export function rolePermissionsDtoOf(role: RoleRecord): RolePermissionsDto {
  return { _id: role.id, name: role.name, permissions: role.permissions };
}
