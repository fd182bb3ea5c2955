import type { Kysely } from 'kysely';
import type { UserType } from '../../../src/domain/organisation/organisation-scope';
import type { DatabaseSchema } from '../db/database-schema';
import type { ActiveStatus } from '../db/core-tables';
import { preparedMark } from '../db/prepared-statements';

/** A session joined with its user, the user's role and organisation: all a request needs. */
export interface SessionActorRow {
  userId: string;
  userName: string;
  userType: UserType;
  userTypeId: string;
  userStatus: ActiveStatus;
  revokedAt: Date | null;
  /** The last recorded call, or the sign-in. */
  lastActiveAt: Date;
  issuedAt: Date;
  roleId: string | null;
  roleName: string | null;
  roleStatus: ActiveStatus | null;
  permissions: unknown;
  belongsToPlatformRecord: boolean;
}

export class SessionsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(session: { jti: string; userId: string; issuedAt: Date; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ jti: session.jti, user_id: session.userId, issued_at: session.issuedAt, expires_at: session.expiresAt })
      .execute();
  }

  async revoke(jti: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: at }).where('jti', '=', jti).where('revoked_at', 'is', null).execute();
  }

  async touch(jti: string, at: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('jti', '=', jti).execute();
  }

  /** One round trip per request: the session, its user, role and organisation. */
  async findActor(jti: string): Promise<SessionActorRow | undefined> {
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .leftJoin('operators as o', 'o.id', 'u.user_type_id')
      .where('s.jti', '=', jti)
      // A deleted user's sessions end with it (its sessions are revoked too; this is the backstop).
      .where('u.deleted_at', 'is', null)
      // Run on every call, always by the session's key: planned once per connection.
      .modifyFront(preparedMark)
      .select([
        'u.id as userId',
        'u.user_name as userName',
        'u.user_type as userType',
        'u.user_type_id as userTypeId',
        'u.status as userStatus',
        's.revoked_at as revokedAt',
        's.issued_at as issuedAt',
        's.last_seen_at as lastSeenAt',
        'r.id as roleId',
        'r.name as roleName',
        'r.status as roleStatus',
        'r.permissions as permissions',
        'o.is_platform as isPlatform',
      ])
      .executeTakeFirst();
    if (row === undefined) return undefined;
    const { isPlatform, issuedAt, lastSeenAt, ...rest } = row;
    return { ...rest, issuedAt, lastActiveAt: lastSeenAt ?? issuedAt, belongsToPlatformRecord: isPlatform === true };
  }
}
