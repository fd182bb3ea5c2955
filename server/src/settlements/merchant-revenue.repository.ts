import { sql, type Kysely } from 'kysely';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** One configured share pair (numeric(7,4) text) of a merchant's services, with its payments and refunds of a period. */
export interface RevenueByShares {
  walee: string;
  merchant: string;
  /** Successful payments, exact decimal text. */
  revenue: string;
  /** Completed refunds dated in the period (docs/decisions/0041-refunds-in-the-money-figures.md), exact decimal text. */
  refunded: string;
}

/** A business period of one merchant in one country. */
export interface RevenuePeriod {
  merchantId: string;
  country: string;
  from: string;
  to: string;
  zone: string;
}

/** A completed refund dated in a period whose payment was made before the period: a settlement's adjustment. */
export interface EarlierPaymentRefund {
  refundId: string;
  transactionNumber: string;
  paidAt: Date;
  refundedAt: Date;
  /** Exact decimal texts. */
  amount: string;
  paid: string;
  /** What earlier completed refunds of the same payment gave back. */
  refundedBefore: string;
  currency: string;
  walee: string;
  merchant: string;
}

export class MerchantRevenueRepository {
  constructor(private readonly db: Db) {}

  get database(): Db {
    return this.db;
  }

  async merchantByName(name: string): Promise<{ id: string; name: string } | undefined> {
    // A deleted merchant's name may be taken again (migration 0007): the live one is meant.
    return this.db.selectFrom('merchants').select(['id', 'name']).where('name', '=', name).where('deleted_at', 'is', null).executeTakeFirst();
  }

  async merchantById(id: string): Promise<{ id: string; name: string } | undefined> {
    return this.db.selectFrom('merchants').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Successful payments of one merchant's services in one country over business days from..to,
   * read from the daily roll-up (never a scan of transactions), and the refunds completed on those
   * days, per configured share pair. No row means the merchant has no service in that country.
   */
  async revenueOf(period: RevenuePeriod): Promise<RevenueByShares[]> {
    const { merchantId, country, from, to } = period;
    const range = businessDaysRangeUtc(from, to, period.zone);
    const rows = await this.db
      .selectFrom('services as sv')
      .leftJoin('daily_transaction_rollups as r', (join) =>
        join.onRef('r.service_id', '=', 'sv.id').on('r.status', '=', 'Success').on('r.business_day', '>=', from).on('r.business_day', '<=', to),
      )
      .select((eb) => [
        'sv.walee_share as walee',
        'sv.merchant_share as merchant',
        eb.fn.coalesce(eb.fn.sum<string>('r.amount'), eb.val('0')).as('revenue'),
        // Refunds of the pair's services dated in the period (index refunds_completed_by_merchant).
        eb
          .selectFrom('refunds as f')
          .innerJoin('services as fs', 'fs.id', 'f.service_id')
          .select(sql<string>`coalesce(sum(f.amount), 0)`.as('refunded'))
          .where('f.merchant_id', '=', merchantId)
          .where('f.status', '=', 'completed')
          .where('f.completed_at', '>=', new Date(range.startUtc))
          .where('f.completed_at', '<', new Date(range.endUtc))
          .where('fs.country', '=', country)
          .whereRef('fs.walee_share', '=', 'sv.walee_share')
          .whereRef('fs.merchant_share', '=', 'sv.merchant_share')
          .as('refunded'),
      ])
      .where('sv.merchant_id', '=', merchantId)
      .where('sv.country', '=', country)
      .groupBy(['sv.walee_share', 'sv.merchant_share'])
      .execute();
    return rows.map((row) => ({ walee: row.walee, merchant: row.merchant, revenue: String(row.revenue), refunded: String(row.refunded ?? '0') }));
  }

  /**
   * The total revenue of the merchant's settlements in that country at these two percentages: what the
   * next settlement's shares are reckoned from (docs/decisions/0041-refunds-in-the-money-figures.md).
   */
  async settledRevenueOf(db: Db, merchantId: string, country: string, shares: { walee: string; merchant: string }): Promise<string> {
    const row = await db
      .selectFrom('settlements')
      .select(sql<string>`coalesce(sum(total_revenue), 0)`.as('settled'))
      .where('merchant_id', '=', merchantId)
      .where('country', '=', country)
      .where('walee_share_percentage', '=', shares.walee)
      .where('merchant_share_percentage', '=', shares.merchant)
      .executeTakeFirst();
    return String(row?.settled ?? '0');
  }

  /** Refunds completed in the period of payments made before it, oldest first, each with its payment's shares. */
  async earlierPaymentRefundsOf(period: RevenuePeriod): Promise<EarlierPaymentRefund[]> {
    const range = businessDaysRangeUtc(period.from, period.to, period.zone);
    const rows = await this.db
      .selectFrom('refunds as f')
      .innerJoin('transactions as t', 't.id', 'f.transaction_id')
      .innerJoin('services as sv', 'sv.id', 'f.service_id')
      .select((eb) => [
        'f.id',
        'f.transaction_number',
        't.transaction_date',
        'f.completed_at',
        'f.amount',
        't.amount as paid',
        'f.currency',
        'sv.walee_share',
        'sv.merchant_share',
        eb
          .selectFrom('refunds as e')
          .select(sql<string>`coalesce(sum(e.amount), 0)`.as('before'))
          .whereRef('e.transaction_id', '=', 'f.transaction_id')
          .where('e.status', '=', 'completed')
          .where((w) =>
            w.or([
              w('e.completed_at', '<', w.ref('f.completed_at')),
              w.and([w('e.completed_at', '=', w.ref('f.completed_at')), w('e.id', '<', w.ref('f.id'))]),
            ]),
          )
          .as('refunded_before'),
      ])
      .where('f.merchant_id', '=', period.merchantId)
      .where('f.status', '=', 'completed')
      .where('f.completed_at', '>=', new Date(range.startUtc))
      .where('f.completed_at', '<', new Date(range.endUtc))
      .where('t.transaction_date', '<', new Date(range.startUtc))
      .where('sv.country', '=', period.country)
      .orderBy('f.completed_at')
      .orderBy('f.id')
      .execute();
    return rows.map((row) => ({
      refundId: row.id,
      transactionNumber: row.transaction_number,
      paidAt: row.transaction_date,
      refundedAt: row.completed_at ?? row.transaction_date,
      amount: row.amount,
      paid: row.paid,
      refundedBefore: String(row.refunded_before ?? '0'),
      currency: row.currency,
      walee: row.walee_share,
      merchant: row.merchant_share,
    }));
  }
}
