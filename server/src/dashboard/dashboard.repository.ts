import { sql, type Kysely } from 'kysely';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import { completedRefundsIn, type CompletedRefund } from '../shared/completed-refunds';
import type { DatabaseSchema } from '../db/database-schema';

/** The merchants a query may read: every one (platform staff) or one. Callers answer 'none' themselves. */
export type MerchantRows = 'all' | { merchantId: string };

export interface ServiceShareRow {
  service: string;
  count: number;
  /** Exact numeric text with two decimals. */
  percentage: string;
}

export interface SalesRow {
  service: string;
  count: number;
  /** Exact numeric text with two decimals. */
  amount: string;
  currency: string;
}

export interface GroupCount {
  key: string;
  count: number;
}

export interface BillingFilter {
  day: string;
  status?: string;
  provider?: string;
  merchantId?: string;
}

const merchantCondition = (rows: MerchantRows) => (rows === 'all' ? sql`true` : sql`r.merchant_id = ${rows.merchantId}`);

/**
 * Every dashboard figure is read from daily_transaction_rollups (kept by a trigger on
 * transactions), never from transactions: a range of days is a few hundred groups whatever the
 * number of transactions. Sums stay numeric in SQL and travel as exact text (docs/spec/decisions.md §3).
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Successful transactions of the merchants `rows` (the One-Time Purchase card). */
  async successfulCount(rows: MerchantRows): Promise<number> {
    const { rows: result } = await sql<{ count: number }>`
      select coalesce(sum(r.count), 0)::bigint as count from daily_transaction_rollups r
      where r.status = 'Success' and ${merchantCondition(rows)}`.execute(this.db);
    return result[0]?.count ?? 0;
  }

  /** Services share: successful transactions per service between two business dates, as a percent of all. */
  async serviceShare(rows: MerchantRows, from: string, to: string): Promise<ServiceShareRow[]> {
    const { rows: result } = await sql<ServiceShareRow>`
      select s.service_name as service, sum(r.count)::bigint as count,
             round(sum(r.count) * 100.0 / sum(sum(r.count)) over (), 2)::text as percentage
      from daily_transaction_rollups r join services s on s.id = r.service_id
      where r.status = 'Success' and r.business_day between ${from}::date and ${to}::date and ${merchantCondition(rows)}
      group by s.id, s.service_name
      order by count desc, service, s.id`.execute(this.db);
    return result;
  }

  /** Revenue share: successful transactions per service; the total amount, or the merchant share. */
  async sales(rows: MerchantRows, from: string, to: string, amount: 'total' | 'merchantShare'): Promise<SalesRow[]> {
    const summed = amount === 'total' ? sql`r.amount` : sql`r.merchant_share`;
    const { rows: result } = await sql<SalesRow>`
      select s.service_name as service, sum(r.count)::bigint as count, sum(${summed})::numeric(20,2)::text as amount, s.currency
      from daily_transaction_rollups r join services s on s.id = r.service_id
      where r.status = 'Success' and r.business_day between ${from}::date and ${to}::date and ${merchantCondition(rows)}
      group by s.id, s.service_name, s.currency
      order by sum(${summed}) desc, service, s.id`.execute(this.db);
    return result;
  }

  /** Refunds completed on business days from..to (docs/decisions/0041-refunds-in-the-money-figures.md). */
  async refunds(rows: MerchantRows, from: string, to: string, zone: string): Promise<CompletedRefund[]> {
    return completedRefundsIn(this.db, businessDaysRangeUtc(from, to, zone), zone, rows === 'all' ? 'all' : rows.merchantId);
  }

  /** One business day's transactions by status, or its failed ones by raw failure message. */
  async billing(rows: MerchantRows, group: 'status' | 'message', filter: BillingFilter): Promise<GroupCount[]> {
    const key = group === 'status' ? sql`r.status` : sql`r.failure_message`;
    const status = filter.status ?? (group === 'message' ? 'Failed' : undefined);
    const { rows: result } = await sql<GroupCount>`
      select ${key} as key, sum(r.count)::bigint as count
      from daily_transaction_rollups r
      where r.business_day = ${filter.day}::date and ${merchantCondition(rows)}
        and ${filter.merchantId === undefined ? sql`true` : sql`r.merchant_id = ${filter.merchantId}`}
        and ${filter.provider === undefined ? sql`true` : sql`r.provider = ${filter.provider}`}
        and ${status === undefined ? sql`true` : sql`r.status = ${status}`}
        and ${key} is not null
      group by 1
      order by count desc, key`.execute(this.db);
    return result;
  }
}
