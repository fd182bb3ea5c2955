import { sql, type Kysely } from 'kysely';
import type { BillingDetailRowDto, BillingSummaryRowDto } from '../../../src/contract/report-rows.schema';
import type { DatabaseSchema } from '../db/database-schema';
import { wireAmount, wireInstant } from './wire-values';

export interface BillingRange {
  dateFrom: string;
  dateTo: string;
  startUtc: string;
  endUtc: string;
}

interface SummaryRecord {
  merchant_id: string;
  merchant_name: string;
  service_name: string;
  country: string;
  currency: string;
  count: string;
  amount: string;
  walee_share: string;
  merchant_share: string;
}

const merchantClause = (merchantId: string | 'all') => (merchantId === 'all' ? sql`true` : sql`r.merchant_id = ${merchantId}`);

/**
 * docs/decisions.md "Reports": the billing report sums the Success transactions of the range per
 * merchant and service, from the daily roll-up; the settlement amount is what the merchant is
 * owed, its share. The detail rows are the transactions behind one summary row.
 */
export class BillingReportRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async summary(range: BillingRange, merchantId: string | 'all'): Promise<BillingSummaryRowDto[]> {
    const { rows } = await sql<SummaryRecord>`
      select r.merchant_id, m.name as merchant_name, s.service_name, s.country, s.currency,
             sum(r.count)::text as count, sum(r.amount)::text as amount,
             sum(r.walee_share)::text as walee_share, sum(r.merchant_share)::text as merchant_share
      from daily_transaction_rollups r
      join services s on s.id = r.service_id
      join merchants m on m.id = r.merchant_id
      where r.business_day between ${range.dateFrom} and ${range.dateTo}
        and r.status = 'Success' and ${merchantClause(merchantId)}
      group by r.merchant_id, m.name, s.service_name, s.country, s.currency
      order by m.name, s.service_name, r.merchant_id`.execute(this.db);
    return rows.map((row) => ({
      userTypeId: row.merchant_id,
      merchantName: row.merchant_name,
      dateFrom: range.dateFrom,
      dateTo: range.dateTo,
      serviceName: row.service_name,
      country: row.country,
      currency: row.currency,
      totalNumberOfTransactions: Number(row.count),
      totalAmount: wireAmount(row.amount),
      waleeShareValue: wireAmount(row.walee_share),
      merchantShareValue: wireAmount(row.merchant_share),
      settlementAmount: wireAmount(row.merchant_share),
    }));
  }

  /** The merchant's services of that name: a summary row groups them by the service's current name. */
  private servicesNamed(merchantId: string, serviceName: string) {
    return this.db.selectFrom('services').select('id').where('merchant_id', '=', merchantId).where('service_name', '=', serviceName);
  }

  async detail(range: BillingRange, merchantId: string, serviceName: string, page: number, limit: number): Promise<BillingDetailRowDto[]> {
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'transaction_id', 'transaction_date', 'country', 'msisdn', 'operator', 'currency', 'service_name', 'amount', 'walee_share_value', 'merchant_share_value'])
      .where('merchant_id', '=', merchantId)
      .where('service_id', 'in', this.servicesNamed(merchantId, serviceName))
      .where('status', '=', 'Success')
      .where('transaction_date', '>=', new Date(range.startUtc))
      .where('transaction_date', '<', new Date(range.endUtc))
      .orderBy('transaction_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return rows.map((row) => ({
      _id: row.id,
      transactionId: row.transaction_id,
      transactionDate: wireInstant(row.transaction_date),
      country: row.country,
      msisdn: row.msisdn,
      operator: row.operator,
      currency: row.currency,
      serviceName: row.service_name,
      amount: wireAmount(row.amount),
      waleeShareValue: wireAmount(row.walee_share_value),
      merchantShareValue: wireAmount(row.merchant_share_value),
    }));
  }

  /** The same rows counted from the roll-up: equal to the summary row's number of transactions. */
  async detailCount(range: BillingRange, merchantId: string, serviceName: string): Promise<number> {
    const row = await this.db
      .selectFrom('daily_transaction_rollups')
      .select(sql<string>`coalesce(sum(count), 0)`.as('count'))
      .where('merchant_id', '=', merchantId)
      .where('service_id', 'in', this.servicesNamed(merchantId, serviceName))
      .where('status', '=', 'Success')
      .where('business_day', '>=', range.dateFrom)
      .where('business_day', '<=', range.dateTo)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
