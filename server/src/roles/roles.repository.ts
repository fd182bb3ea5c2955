import type { Kysely } from 'kysely';
import type { Permissions } from '../../../src/domain/permissions/permission-catalogue';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import type { DatabaseSchema } from '../db/database-schema';

export interface RoleRecord {
  id: string;
  name: string;
  permissions: Permissions;
}

export class RolesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The user's current role; an inactive role is answered with no grants. */
  async permissionsOfUser(userId: string): Promise<RoleRecord | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .where('u.id', '=', userId)
      .select(['r.id', 'r.name', 'r.permissions', 'r.status'])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return { id: row.id, name: row.name, permissions: row.status === 'Active' ? normalisePermissions(row.permissions) : {} };
  }
}
