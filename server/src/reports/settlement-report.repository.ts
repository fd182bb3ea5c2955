import type { Kysely, Selectable } from 'kysely';
import type { SettlementsTable } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf } from '../http/wire-values';

/** A settlement row with its merchant's name. */
export type SettlementReportRecord = Selectable<SettlementsTable> & { merchant_name: string };

/** spec 1 §2 Settlement report: newest first; a merchant sees its own settlements only. */
export class SettlementReportRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private visible(merchantId: string | 'all') {
    const query = this.db.selectFrom('settlements as st').innerJoin('merchants as m', 'm.id', 'st.merchant_id');
    return merchantId === 'all' ? query : query.where('st.merchant_id', '=', merchantId);
  }

  async page(merchantId: string | 'all', page: number, limit: number): Promise<SettlementReportRecord[]> {
    return this.visible(merchantId)
      .selectAll('st')
      .select('m.name as merchant_name')
      .orderBy('st.transaction_date', 'desc')
      .orderBy('st.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
  }

  async count(merchantId: string | 'all'): Promise<number> {
    const row = await this.visible(merchantId)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return countOf(row.count);
  }

  async findById(id: string, merchantId: string | 'all'): Promise<SettlementReportRecord | undefined> {
    return this.visible(merchantId).selectAll('st').select('m.name as merchant_name').where('st.id', '=', id).executeTakeFirst();
  }
}
