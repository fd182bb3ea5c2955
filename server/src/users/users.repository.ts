import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { profileSchema, UserDto } from '../../../src/contract/auth.contract';
import type { DatabaseSchema } from '../db/database-schema';

type ProfileDto = z.infer<typeof profileSchema>;

export class UsersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** spec 2 §3: a user with its role name and the name of its organisation (userTypeName). */
  async findById(id: string): Promise<UserDto | undefined> {
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
    const organisationName = row.user_type === 'Merchant' ? row.merchant_name : row.operator_name;
    return {
      _id: row.id,
      name: row.name,
      userName: row.user_name,
      email: row.email,
      userType: row.user_type,
      userTypeId: row.user_type_id,
      userTypeName: organisationName ?? '',
      roleId: row.role_id,
      role: row.role_id !== null && row.role_name !== null ? { _id: row.role_id, name: row.role_name } : null,
      status: row.status,
      createdDate: row.created_at.toISOString(),
    };
  }

  async findProfile(id: string): Promise<ProfileDto | undefined> {
    const row = await this.db.selectFrom('users').select(['id', 'name', 'user_name', 'email']).where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : { _id: row.id, name: row.name, userName: row.user_name, email: row.email };
  }
}
