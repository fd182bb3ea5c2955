import type { Kysely } from 'kysely';
import type { MerchantListItem } from '../../../src/contract/lookups.contract';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { DatabaseSchema } from '../db/database-schema';

export class MerchantsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** decisions.md §2: platform staff see every merchant, a merchant only itself, carriers none. */
  async listVisibleTo(scope: OrganisationScope): Promise<MerchantListItem[]> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return [];
    let query = this.db
      .selectFrom('merchants')
      .select(['id', 'name', 'country', 'currency', 'status', 'created_at'])
      .orderBy('name')
      .orderBy('id');
    if (filter !== 'all') query = query.where('id', '=', filter.merchantId);
    const rows = await query.execute();
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      country: row.country,
      currency: row.currency,
      status: row.status,
      createdDate: row.created_at.toISOString(),
    }));
  }
}
