import type { Kysely } from 'kysely';
import type { OrganisationScope, UserType } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';
import { keptGridCount } from '../shared/grid-counts';

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
  /** The role's stored grants (whatever its status), for the rule that nobody manages a user above them. */
  rolePermissions: unknown;
  /** The merchant's or operator's name; null when the organisation row is gone. */
  organisationName: string | null;
  status: ActiveStatus;
  createdAt: Date;
  /** A second factor is turned on (docs/decisions/0036-second-factor.md). */
  secondFactor: boolean;
}

export interface ProfileRecord {
  id: string;
  name: string;
  userName: string;
  email: string;
}

/** Reads of users. Deleted users (migration 0008) are never answered. */
export class UsersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private selectUsers() {
    return this.db
      .selectFrom('users as u')
      .leftJoin('roles as r', 'r.id', 'u.role_id')
      .leftJoin('operators as o', 'o.id', 'u.user_type_id')
      .leftJoin('merchants as m', 'm.id', 'u.user_type_id')
      .where('u.deleted_at', 'is', null)
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
        'r.permissions as role_permissions',
        'o.name as operator_name',
        'm.name as merchant_name',
        (eb) =>
          eb
            .exists(eb.selectFrom('user_second_factors as f').select('f.user_id').whereRef('f.user_id', '=', 'u.id').where('f.enrolled_at', 'is not', null))
            .as('second_factor'),
      ]);
  }

  /** spec 2 §3: a user with its role name and the name of its organisation. */
  async findById(id: string): Promise<UserRecord | undefined> {
    const row = await this.selectUsers().where('u.id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : recordOf(row);
  }

  /** spec 2 §2.6: the users grid; a merchant sees its own users, carrier staff their carrier's. */
  async listVisibleTo(scope: OrganisationScope): Promise<UserRecord[]> {
    let query = this.selectUsers();
    const only = organisationOf(scope);
    if (only) query = query.where('u.user_type', '=', only.userType).where('u.user_type_id', '=', only.id);
    const rows = await query.orderBy('u.created_at', 'desc').orderBy('u.id').execute();
    return rows.map(recordOf);
  }

  /**
   * One page of the users grid, newest first, and the count of every user the caller may see; the
   * order (created_at, id) is total and indexed (migration 0021), so pages never repeat a user. The
   * count is the one the triggers of migration 0023 keep for the organisation (or the whole table).
   */
  async pageVisibleTo(scope: OrganisationScope, page: { offset: number; limit: number }): Promise<{ rows: UserRecord[]; count: number }> {
    // Deferred join: the page's ids come from the grid-order index alone (no joins walked past the
    // offset), then only those rows are joined with their role and organisation.
    let ids = this.db.selectFrom('users as u').select('u.id').where('u.deleted_at', 'is', null);
    const only = organisationOf(scope);
    if (only) ids = ids.where('u.user_type', '=', only.userType).where('u.user_type_id', '=', only.id);
    const [rows, count] = await Promise.all([
      this.selectUsers()
        .where('u.id', 'in', ids.orderBy('u.created_at', 'desc').orderBy('u.id').offset(page.offset).limit(page.limit))
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .execute(),
      keptGridCount(this.db, 'users', only ? { type: only.userType, id: only.id } : 'all'),
    ]);
    return { rows: rows.map(recordOf), count };
  }

  async findProfile(id: string): Promise<ProfileRecord | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'user_name', 'email'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, name: row.name, userName: row.user_name, email: row.email };
  }
}

type UserRow = {
  id: string;
  name: string;
  user_name: string;
  email: string;
  user_type: UserType;
  user_type_id: string;
  role_id: string | null;
  status: ActiveStatus;
  created_at: Date;
  role_name: string | null;
  role_permissions: unknown;
  operator_name: string | null;
  merchant_name: string | null;
  second_factor: unknown;
};

function recordOf(row: UserRow): UserRecord {
  return {
    id: row.id,
    name: row.name,
    userName: row.user_name,
    email: row.email,
    userType: row.user_type,
    userTypeId: row.user_type_id,
    roleId: row.role_id,
    roleName: row.role_name,
    rolePermissions: row.role_permissions,
    organisationName: row.user_type === 'Merchant' ? row.merchant_name : row.operator_name,
    status: row.status,
    createdAt: row.created_at,
    // PostgreSQL and PGlite answer EXISTS as a boolean.
    secondFactor: row.second_factor === true,
  };
}

/** A merchant's and a carrier's staff see the users of their own organisation only. */
function organisationOf(scope: OrganisationScope): { userType: UserType; id: string } | undefined {
  if (scope.kind === 'merchant') return { userType: 'Merchant', id: scope.merchantId };
  if (scope.kind === 'carrier') return { userType: 'Operator', id: scope.operatorId };
  return undefined;
}
