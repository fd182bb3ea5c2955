import { sql, type Kysely, type Selectable } from 'kysely';
import type { TransactionsTable } from '../db/business/transaction.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { countOf } from '../http/wire-values';
import { completedRefundsIn, type CompletedRefund } from '../shared/completed-refunds';

export interface BillingRange {
  dateFrom: string;
  dateTo: string;
  startUtc: string;
  endUtc: string;
}

/** One merchant service's Success totals over the range; sums are exact numeric text. */
export interface BillingSummaryRecord {
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

const detailColumns = [
  'id',
  'transaction_id',
  'transaction_date',
  'country',
  'msisdn',
  'operator',
  'currency',
  'service_name',
  'amount',
  'walee_share_value',
  'merchant_share_value',
] as const;

/** One Success transaction behind a summary row. */
export type BillingDetailRecord = Pick<Selectable<TransactionsTable>, (typeof detailColumns)[number]>;

const merchantClause = (merchantId: string | 'all') => (merchantId === 'all' ? sql`true` : sql`r.merchant_id = ${merchantId}`);

/**
 * docs/decisions/0012-reports.md: the billing report sums the Success transactions of the range per
 * merchant and service, from the daily roll-up; the settlement amount is what the merchant is
 * owed, its share. The detail rows are the transactions behind one summary row.
 */
export class BillingReportRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async summary(range: BillingRange, merchantId: string | 'all'): Promise<BillingSummaryRecord[]> {
    const { rows } = await sql<BillingSummaryRecord>`
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
    return rows;
  }

  /** Refunds completed in the range (docs/decisions/0041-refunds-in-the-money-figures.md). */
  async refunds(range: BillingRange, merchantId: string | 'all', zone: string): Promise<CompletedRefund[]> {
    return completedRefundsIn(this.db, range, zone, merchantId);
  }

  /** The merchant's services of that name: a summary row groups them by the service's current name. */
  private servicesNamed(merchantId: string, serviceName: string) {
    return this.db.selectFrom('services').select('id').where('merchant_id', '=', merchantId).where('service_name', '=', serviceName);
  }

  async detail(range: BillingRange, merchantId: string, serviceName: string, page: number, limit: number): Promise<BillingDetailRecord[]> {
    return this.db
      .selectFrom('transactions')
      .select(detailColumns)
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
    return countOf(row.count);
  }
}
