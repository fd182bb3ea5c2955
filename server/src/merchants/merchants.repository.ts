import type { Kysely } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { ActiveStatus } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';

export interface MerchantRecord {
  id: string;
  name: string;
  country: string;
  currency: string;
  status: ActiveStatus;
  createdAt: Date;
}

export class MerchantsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** decisions.md §2: platform staff see every merchant, a merchant only itself, carriers none. */
  async listVisibleTo(scope: OrganisationScope): Promise<MerchantRecord[]> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return [];
    let query = this.db
      .selectFrom('merchants')
      .select(['id', 'name', 'country', 'currency', 'status', 'created_at as createdAt'])
      .orderBy('name')
      .orderBy('id');
    if (filter !== 'all') query = query.where('id', '=', filter.merchantId);
    return query.execute();
  }
}
