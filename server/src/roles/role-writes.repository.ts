import { sql, type Kysely } from 'kysely';
import type { Permissions } from '../../../src/domain/permissions/permission-catalogue';
import type { DatabaseSchema } from '../db/database-schema';
import { storedRoleOf, type StoredRole } from './roles.repository';

export interface RoleFields {
  name: string;
  description: string;
  permissions: Permissions;
}

/** The writes of the roles area, inside one transaction. */
export class RoleWrites {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Locks the role, so no user is given it while it is edited or deleted. */
  async lock(id: string): Promise<StoredRole | undefined> {
    const row = await this.db
      .selectFrom('roles')
      .select(['id', 'name', 'description', 'user_type_id', 'permissions', 'status', 'created_at', 'modified_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row === undefined ? undefined : storedRoleOf(row);
  }

  /** Role names are unique per organisation, whatever the case (index roles_name_per_owner). */
  async nameTaken(owner: string, name: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('roles').select('id').where('user_type_id', '=', owner).where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(id: string, owner: string, fields: RoleFields, at: Date): Promise<void> {
    await this.db
      .insertInto('roles')
      .values({
        id,
        name: fields.name,
        description: fields.description,
        user_type_id: owner,
        permissions: JSON.stringify(fields.permissions),
        created_at: at,
        modified_at: at,
      })
      .execute();
  }

  async update(id: string, fields: RoleFields, at: Date): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ name: fields.name, description: fields.description, permissions: JSON.stringify(fields.permissions), modified_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Users (not deleted) who hold the role. */
  async holderCount(id: string): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('role_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deleted users who held the role lose it (the foreign key sets it to null). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('roles').where('id', '=', id).execute();
  }
}

export class RoleWritesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  run<T>(work: (writes: RoleWrites) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new RoleWrites(trx)));
  }
}
