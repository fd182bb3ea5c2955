import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** One configured share pair (numeric(7,4) text) of a merchant's services and its successful revenue. */
export interface RevenueByShares {
  walee: string;
  merchant: string;
  /** Exact decimal text. */
  revenue: string;
}

export class MerchantRevenueRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async merchantByName(name: string): Promise<{ id: string; name: string } | undefined> {
    // A deleted merchant's name may be taken again (migration 0007): the live one is meant.
    return this.db.selectFrom('merchants').select(['id', 'name']).where('name', '=', name).where('deleted_at', 'is', null).executeTakeFirst();
  }

  async merchantById(id: string): Promise<{ id: string; name: string } | undefined> {
    return this.db.selectFrom('merchants').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Successful revenue of one merchant's services in one country over business days from..to,
   * read from the daily roll-up (never a scan of transactions), per configured share pair. No row
   * means the merchant has no service in that country.
   */
  async revenueOf(merchantId: string, country: string, from: string, to: string): Promise<RevenueByShares[]> {
    const rows = await this.db
      .selectFrom('services as sv')
      .leftJoin('daily_transaction_rollups as r', (join) =>
        join
          .onRef('r.service_id', '=', 'sv.id')
          .on('r.status', '=', 'Success')
          .on('r.business_day', '>=', from)
          .on('r.business_day', '<=', to),
      )
      .select((eb) => [
        'sv.walee_share as walee',
        'sv.merchant_share as merchant',
        eb.fn.coalesce(eb.fn.sum<string>('r.amount'), eb.val('0')).as('revenue'),
      ])
      .where('sv.merchant_id', '=', merchantId)
      .where('sv.country', '=', country)
      .groupBy(['sv.walee_share', 'sv.merchant_share'])
      .execute();
    return rows.map((row) => ({ walee: row.walee, merchant: row.merchant, revenue: String(row.revenue) }));
  }
}
