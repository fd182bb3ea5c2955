import { sql, type Kysely } from 'kysely';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf } from '../http/wire-values';
import type { DashboardRepository } from './dashboard.repository';

type CountedTable = 'users' | 'roles' | 'operators' | 'merchants' | 'services';
type CountedColumn = 'user_type_id' | 'type' | 'merchant_id';

/** The dashboard's count cards in the domain's words; the wire names are the wire mapping's. */
export interface DashboardCounts {
  users: number;
  roles: number;
  carriers: number;
  merchants: number;
  services: number;
  oneTimePurchases: number;
}

/**
 * spec 1 §2 and §6: platform staff see Carriers, One-Time Purchase, Merchants and Services over
 * every merchant; everyone else sees Users, One-Time Purchase, Roles and Services of their own
 * organisation. Counts a scope may not see are 0, never the platform's figure.
 */
export class DashboardCardsRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly figures: DashboardRepository,
  ) {}

  async cardsFor(scope: OrganisationScope): Promise<DashboardCounts> {
    const organisationId = scope.kind === 'merchant' ? scope.merchantId : scope.operatorId;
    const [users, roles] = await Promise.all([
      this.countOf('users', ['user_type_id', organisationId]),
      this.countOf('roles', ['user_type_id', organisationId]),
    ]);
    const base = { users, roles };
    switch (scope.kind) {
      case 'platform': {
        const [carriers, merchants, services, oneTimePurchases] = await Promise.all([
          this.countOf('operators', ['type', 'Carrier']),
          this.countOf('merchants'),
          this.countOf('services'),
          this.figures.successfulCount('all'),
        ]);
        return { ...base, carriers, merchants, services, oneTimePurchases };
      }
      case 'merchant': {
        const [services, oneTimePurchases] = await Promise.all([
          this.countOf('services', ['merchant_id', scope.merchantId]),
          this.figures.successfulCount({ merchantId: scope.merchantId }),
        ]);
        return { ...base, carriers: 0, merchants: 0, services, oneTimePurchases };
      }
      case 'carrier':
        // docs/spec/decisions.md §2: carrier staff see no merchant's services or transactions.
        return { ...base, carriers: 0, merchants: 0, services: 0, oneTimePurchases: 0 };
    }
  }

  /** `select count(*) from <table> [where <column> = <value>]` over a fixed set of tables and columns. */
  private async countOf(table: CountedTable, where?: readonly [CountedColumn, string]): Promise<number> {
    const matches = where === undefined ? sql`true` : sql`${sql.ref(where[0])} = ${where[1]}`;
    // Deleted records are kept for what names them (migrations 0007 and 0008) but no longer count.
    const live = table === 'users' || table === 'merchants' || table === 'operators' ? sql` and deleted_at is null` : sql``;
    const { rows } = await sql<{ count: number }>`select count(*)::bigint as count from ${sql.table(table)} where ${matches}${live}`.execute(this.db);
    return countOf(rows[0]?.count ?? 0);
  }
}
