import type { Kysely } from 'kysely';
import type { UserType } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

export interface NewUserRow {
  id: string;
  name: string;
  userName: string;
  email: string;
  passwordHash: string;
  userType: UserType;
  userTypeId: string;
  roleId: string;
}

export interface UserChanges {
  name: string;
  userName: string;
  roleId: string;
  userType: UserType;
  userTypeId: string;
}

/** A role as the user form assigns it: its owner and stored grants. */
export interface AssignableRole {
  id: string;
  userTypeId: string;
  permissions: unknown;
}

/** The writes of the users area, inside one transaction (nothing half-written). */
export class UserWrites {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Read with a share lock, so the role cannot be deleted before this transaction commits. */
  async roleForAssignment(roleId: string): Promise<AssignableRole | undefined> {
    const row = await this.db.selectFrom('roles').select(['id', 'user_type_id', 'permissions']).where('id', '=', roleId).forShare().executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, userTypeId: row.user_type_id, permissions: row.permissions };
  }

  async operatorOf(id: string): Promise<{ id: string; isPlatform: boolean } | undefined> {
    const row = await this.db.selectFrom('operators').select(['id', 'is_platform']).where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, isPlatform: row.is_platform };
  }

  async merchantExists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('merchants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async platformOperatorId(): Promise<string> {
    const row = await this.db.selectFrom('operators').select('id').where('is_platform', '=', true).executeTakeFirstOrThrow();
    return row.id;
  }

  /** Deleted users keep their names reserved, so records naming them stay unambiguous. */
  async userNameTaken(userName: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('users').select('id').where('user_name', '=', userName);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertUser(user: NewUserRow): Promise<void> {
    await this.db
      .insertInto('users')
      .values({
        id: user.id,
        name: user.name,
        user_name: user.userName,
        email: user.email,
        password_hash: user.passwordHash,
        user_type: user.userType,
        user_type_id: user.userTypeId,
        role_id: user.roleId,
      })
      .execute();
  }

  async updateUser(id: string, changes: UserChanges): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ name: changes.name, user_name: changes.userName, role_id: changes.roleId, user_type: changes.userType, user_type_id: changes.userTypeId })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  }

  async setStatus(id: string, status: ActiveStatus): Promise<void> {
    await this.db.updateTable('users').set({ status }).where('id', '=', id).where('deleted_at', 'is', null).execute();
  }

  async softDelete(id: string, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ deleted_at: at, status: 'Inactive' }).where('id', '=', id).where('deleted_at', 'is', null).execute();
  }

  async updateProfile(id: string, profile: { name: string; email: string }): Promise<void> {
    await this.db.updateTable('users').set(profile).where('id', '=', id).where('deleted_at', 'is', null).execute();
  }

  async passwordHashOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    return row?.password_hash;
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
  }

  /** Ends the user's open sessions, all but `keep` (the caller's own, when it changes its password); answers how many ended. */
  async revokeSessionsOf(userId: string, at: Date, keep?: string): Promise<number> {
    let query = this.db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keep !== undefined) query = query.where('jti', '<>', keep);
    const ended = await query.executeTakeFirst();
    return Number(ended.numUpdatedRows);
  }
}

export class UserWritesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  run<T>(work: (writes: UserWrites) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new UserWrites(trx)));
  }
}
