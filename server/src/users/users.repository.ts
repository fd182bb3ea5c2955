import type { Kysely } from 'kysely';
import type { UserType } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

/** A user with its role name and the name of its organisation. */
export interface UserRecord {
  id: string;
  name: string;
  userName: string;
  email: string;
  userType: UserType;
  userTypeId: string;
  roleId: string | null;
  roleName: string | null;
  /** The merchant's or operator's name; null when the organisation row is gone. */
  organisationName: string | null;
  status: ActiveStatus;
  createdAt: Date;
}

export interface ProfileRecord {
  id: string;
  name: string;
  userName: string;
  email: string;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** spec 2 §3: a user with its role name and the name of its organisation. */
  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .leftJoin('operators as o', 'o.id', 'u.user_type_id')
      .leftJoin('merchants as m', 'm.id', 'u.user_type_id')
      .where('u.id', '=', id)
      .select([
        'u.id',
        'u.name',
        'u.user_name',
        'u.email',
        'u.user_type',
        'u.user_type_id',
        'u.role_id',
        'u.status',
        'u.created_at',
        'r.name as role_name',
        'o.name as operator_name',
        'm.name as merchant_name',
      ])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      id: row.id,
      name: row.name,
      userName: row.user_name,
      email: row.email,
      userType: row.user_type,
      userTypeId: row.user_type_id,
      roleId: row.role_id,
      roleName: row.role_name,
      organisationName: row.user_type === 'Merchant' ? row.merchant_name : row.operator_name,
      status: row.status,
      createdAt: row.created_at,
    };
  }

  async findProfile(id: string): Promise<ProfileRecord | undefined> {
    const row = await this.db.selectFrom('users').select(['id', 'name', 'user_name', 'email']).where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, name: row.name, userName: row.user_name, email: row.email };
  }
}
