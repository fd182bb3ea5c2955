import type { Insertable, Kysely, Selectable } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { SettlementsTable } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import type { AdjustmentLine } from './settlement-adjustments';

/** A settlement row with its merchant's name. */
export type SettlementRow = Selectable<SettlementsTable> & { merchant_name: string };

export type NewSettlement = Insertable<SettlementsTable> & { id: string };

export class SettlementsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private visibleTo(scope: OrganisationScope) {
    const filter = merchantFilterOf(scope);
    let query = this.db.selectFrom('settlements as s').innerJoin('merchants as m', 'm.id', 's.merchant_id').selectAll('s').select('m.name as merchant_name');
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

  /** A settlement's adjustment lines (docs/decisions/0041-refunds-in-the-money-figures.md), oldest refund first. */
  async adjustmentsOf(settlementId: string): Promise<AdjustmentLine[]> {
    const rows = await this.db
      .selectFrom('settlement_adjustments')
      .select(['refund_id', 'transaction_number', 'payment_day', 'refund_day', 'amount', 'walee_share', 'merchant_share', 'currency'])
      .where('settlement_id', '=', settlementId)
      .orderBy('refund_day')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      refundId: row.refund_id,
      transactionNumber: row.transaction_number,
      paymentDay: String(row.payment_day),
      refundDay: String(row.refund_day),
      amount: row.amount,
      platformShare: row.walee_share,
      merchantShare: row.merchant_share,
      currency: row.currency,
    }));
  }

  /**
   * Inserts unless another settlement of the merchant covers a day of [date_from, date_to]. The
   * merchant's row is locked first, so two concurrent requests for one merchant cannot both pass
   * the overlap check.
   */
  async insertUnlessOverlapping(
    settlement: NewSettlement,
    checks: { adjustments: readonly AdjustmentLine[]; isCurrent: (trx: Kysely<DatabaseSchema>) => Promise<boolean> },
  ): Promise<'inserted' | 'overlap' | 'stale'> {
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
      if (!(await checks.isCurrent(trx))) return 'stale';
      await trx.insertInto('settlements').values(settlement).execute();
      if (checks.adjustments.length > 0) {
        await trx
          .insertInto('settlement_adjustments')
          .values(
            checks.adjustments.map((line) => ({
              id: newRecordId(),
              settlement_id: settlement.id,
              refund_id: line.refundId,
              transaction_number: line.transactionNumber,
              payment_day: line.paymentDay,
              refund_day: line.refundDay,
              amount: line.amount,
              walee_share: line.platformShare,
              merchant_share: line.merchantShare,
              currency: line.currency,
            })),
          )
          .execute();
      }
      return 'inserted';
    });
  }
}
