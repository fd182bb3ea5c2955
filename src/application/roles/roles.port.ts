import type { Permissions } from '../../domain/permissions/permission-catalogue';

/** spec 2 §3 Role in the portal's words. */
export interface Role {
  id: string;
  name: string;
  description: string;
  /** The operator or merchant that owns the role (the wire's userTypeId). */
  organisationId: string;
  permissions: Permissions;
  status: 'Active' | 'Inactive';
  /** ISO 8601. */
  createdAt: string;
  modifiedAt: string;
}

export interface RoleDraft {
  name: string;
  description: string;
  permissions: Permissions;
  /** Only platform staff name the owning organisation, and only when creating (docs/decisions/0016-users-and-roles.md). */
  organisationId?: string;
}

/** spec 2 §7 "Roles". Failures reject with an AppError (403 naming the flags beyond the caller's, 409 while in use). */
export interface RolesPort {
  roles(): Promise<Role[]>;
  role(id: string): Promise<Role>;
  createRole(draft: RoleDraft): Promise<Role>;
  updateRole(id: string, draft: RoleDraft): Promise<Role>;
  deleteRole(id: string): Promise<void>;
}
