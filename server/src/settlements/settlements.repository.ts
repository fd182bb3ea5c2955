import type { Insertable, Kysely, Selectable } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { SettlementsTable } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';

/** A settlement row with its merchant's name. */
export type SettlementRow = Selectable<SettlementsTable> & { merchant_name: string };

export type NewSettlement = Insertable<SettlementsTable> & { id: string };

export class SettlementsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private visibleTo(scope: OrganisationScope) {
    const filter = merchantFilterOf(scope);
    let query = this.db
      .selectFrom('settlements as s')
      .innerJoin('merchants as m', 'm.id', 's.merchant_id')
      .selectAll('s')
      .select('m.name as merchant_name');
    // docs/spec/decisions.md §2: a merchant sees its own settlements, carrier staff none, platform staff all.
    if (filter === 'none') query = query.where((eb) => eb.val(false));
    else if (filter !== 'all') query = query.where('s.merchant_id', '=', filter.merchantId);
    return query;
  }

  async listVisibleTo(scope: OrganisationScope): Promise<SettlementRow[]> {
    return this.visibleTo(scope).orderBy('s.transaction_date', 'desc').orderBy('s.id', 'desc').execute();
  }

  /** Another merchant's settlement is answered as missing, so ids cannot be probed. */
  async findVisible(id: string, scope: OrganisationScope): Promise<SettlementRow | undefined> {
    return this.visibleTo(scope).where('s.id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts unless another settlement of the merchant covers a day of [date_from, date_to]. The
   * merchant's row is locked first, so two concurrent requests for one merchant cannot both pass
   * the overlap check.
   */
  async insertUnlessOverlapping(settlement: NewSettlement): Promise<'inserted' | 'overlap'> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('merchants').select('id').where('id', '=', settlement.merchant_id).forUpdate().executeTakeFirst();
      const overlapping = await trx
        .selectFrom('settlements')
        .select('id')
        .where('merchant_id', '=', settlement.merchant_id)
        .where('date_from', '<=', settlement.date_to)
        .where('date_to', '>=', settlement.date_from)
        .limit(1)
        .executeTakeFirst();
      if (overlapping !== undefined) return 'overlap';
      await trx.insertInto('settlements').values(settlement).execute();
      return 'inserted';
    });
  }
}
