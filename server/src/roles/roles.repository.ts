import { sql, type Kysely } from 'kysely';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { Permissions } from '../../../src/domain/permissions/permission-catalogue';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';
import { organisationIdOf } from './actor-organisation';

export interface RoleRecord {
  id: string;
  name: string;
  permissions: Permissions;
}

/** spec 2 §3 Role, as stored. */
export interface StoredRole {
  id: string;
  name: string;
  description: string;
  userTypeId: string;
  permissions: Permissions;
  status: ActiveStatus;
  createdAt: Date;
  modifiedAt: Date;
}

const roleColumns = ['id', 'name', 'description', 'user_type_id', 'permissions', 'status', 'created_at', 'modified_at'] as const;

export function storedRoleOf(row: {
  id: string;
  name: string;
  description: string;
  user_type_id: string;
  permissions: unknown;
  status: ActiveStatus;
  created_at: Date;
  modified_at: Date;
}): StoredRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    userTypeId: row.user_type_id,
    permissions: normalisePermissions(row.permissions),
    status: row.status,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
  };
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

  /** spec 2 §2.7: platform staff see every role (or one organisation's); everyone else their own organisation's. */
  async listVisibleTo(scope: OrganisationScope, owner?: string): Promise<StoredRole[]> {
    let query = this.db.selectFrom('roles').select(roleColumns);
    if (scope.kind !== 'platform') query = query.where('user_type_id', '=', organisationIdOf(scope));
    if (owner !== undefined) query = query.where('user_type_id', '=', owner);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(storedRoleOf);
  }

  /** Another organisation's role is answered as missing (docs/decisions/0005-reference-server-core.md). */
  async findVisible(id: string, scope: OrganisationScope): Promise<StoredRole | undefined> {
    let query = this.db.selectFrom('roles').select(roleColumns).where('id', '=', id);
    if (scope.kind !== 'platform') query = query.where('user_type_id', '=', organisationIdOf(scope));
    const row = await query.executeTakeFirst();
    return row === undefined ? undefined : storedRoleOf(row);
  }

  /** True when `id` names an operator (the platform, a carrier) or a merchant: an organisation that may own roles. */
  async organisationExists(id: string): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      select exists (select 1 from operators where id = ${id}) or exists (select 1 from merchants where id = ${id}) as found`.execute(this.db);
    return rows[0]?.found === true;
  }
}
