import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { Role, RoleDraft, RolesPort } from '../../application/roles/roles.port';
import { allPermissions, grant } from '../../domain/permissions/permission-rules';

const demoRole = (id: string, name: string, description: string, organisationId: string, permissions: Role['permissions'], createdAt: string): Role => ({
  id,
  name,
  description,
  organisationId,
  permissions,
  status: 'Active',
  createdAt,
  modifiedAt: createdAt,
});

/** The whole RolesPort in memory, with demo rows; a test replaces any method through `overrides`. */
export class InMemoryRolesAdapter implements RolesPort {
  private readonly rows: Role[] = [
    demoRole('role-admin', 'admin', 'Every permission of the platform', 'operator-platform', allPermissions(), '2026-01-05T08:00:00.000Z'),
    demoRole(
      'role-support',
      'support',
      'Reports and transaction support',
      'operator-platform',
      grant([
        ['Dashboard', 'viewAll'],
        ['Reports', 'viewAll'],
      ]),
      '2026-02-01T08:00:00.000Z',
    ),
    demoRole(
      'role-merchant-viewer',
      'viewer',
      'Sees the dashboard and reports',
      'merchant-demo',
      grant([
        ['Dashboard', 'viewAll'],
        ['Reports', 'viewAll'],
      ]),
      '2026-03-01T08:00:00.000Z',
    ),
  ];

  constructor(private readonly overrides: Partial<RolesPort> = {}) {}

  private find(id: string): Role {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Role not found');
    return row;
  }

  async roles(): Promise<Role[]> {
    if (this.overrides.roles) return this.overrides.roles();
    return [...this.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async role(id: string): Promise<Role> {
    if (this.overrides.role) return this.overrides.role(id);
    return this.find(id);
  }

  async createRole(draft: RoleDraft): Promise<Role> {
    if (this.overrides.createRole) return this.overrides.createRole(draft);
    const now = new Date().toISOString();
    const created: Role = {
      ...draft,
      id: `role-${this.rows.length + 1}`,
      organisationId: draft.organisationId ?? 'operator-platform',
      status: 'Active',
      createdAt: now,
      modifiedAt: now,
    };
    this.rows.push(created);
    return created;
  }

  async updateRole(id: string, draft: RoleDraft): Promise<Role> {
    if (this.overrides.updateRole) return this.overrides.updateRole(id, draft);
    const row = this.find(id);
    Object.assign(row, { name: draft.name, description: draft.description, permissions: draft.permissions, modifiedAt: new Date().toISOString() });
    return row;
  }

  async deleteRole(id: string): Promise<void> {
    if (this.overrides.deleteRole) return this.overrides.deleteRole(id);
    if (id === 'role-admin') throw new AppError('conflict', 'This role is held by users; give them another role first');
    this.find(id);
    this.rows.splice(
      this.rows.findIndex((row) => row.id === id),
      1,
    );
  }
}
