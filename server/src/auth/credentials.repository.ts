import type { Kysely } from 'kysely';
import type { UserType } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

/** What sign-in needs of a user: the hash to check and everything the token carries. */
export interface SignInCandidate {
  id: string;
  userName: string;
  passwordHash: string;
  userType: UserType;
  userTypeId: string;
  status: ActiveStatus;
  roleId: string | null;
  roleName: string | null;
  roleStatus: ActiveStatus | null;
  permissions: unknown;
  belongsToPlatformRecord: boolean;
}

export class CredentialsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findByUserName(userName: string): Promise<SignInCandidate | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .leftJoin('operators as o', 'o.id', 'u.user_type_id')
      .where('u.user_name', '=', userName)
      // A deleted user signs in like an unknown name (migration 0008).
      .where('u.deleted_at', 'is', null)
      .select([
        'u.id as id',
        'u.user_name as userName',
        'u.password_hash as passwordHash',
        'u.user_type as userType',
        'u.user_type_id as userTypeId',
        'u.status as status',
        'r.id as roleId',
        'r.name as roleName',
        'r.status as roleStatus',
        'r.permissions as permissions',
        'o.is_platform as isPlatform',
      ])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const { isPlatform, ...rest } = row;
    return { ...rest, belongsToPlatformRecord: isPlatform === true };
  }
}
