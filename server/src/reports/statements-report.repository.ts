import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { businessDaysRangeUtc, shiftBusinessDate } from '../../../src/domain/time/business-day';
import { countOf } from '../http/wire-values';
import { completedRefundsIn, type CompletedRefund } from '../shared/completed-refunds';

/** One merchant service in one business month; figures are exact numeric text. */
export interface StatementRecord {
  service_id: string;
  merchant_name: string;
  service_name: string;
  walee_share: string;
  payout_share: string;
  month: string;
  total: string;
  net: string;
}

/**
 * docs/decisions/0012-reports.md: a statement row is one merchant service in one business month:
 * the Success transactions' total, the merchant's net (total less the PGW share), the service's
 * pay-in percent (the PGW share the merchant pays on collections) and payout percent. From the
 * daily roll-up, so it never scans transactions. Newest month first.
 * docs/decisions/0041-refunds-in-the-money-figures.md: a month in which a service had completed
 * refunds and no payment is a row too (total and net 0 here; the route takes the refunds off).
 */
export class StatementsReportRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly zone: string,
  ) {}

  private grouped(merchantId: string | 'all') {
    const paidBy = merchantId === 'all' ? sql`true` : sql`r.merchant_id = ${merchantId}`;
    const refundedBy = merchantId === 'all' ? sql`true` : sql`f.merchant_id = ${merchantId}`;
    // A refund's month is that of its business day (the completed refunds' indexes of migration 0037).
    return sql`
      select s.id as service_id, m.name as merchant_name, s.service_name, s.walee_share::text as walee_share,
             s.payout_share::text as payout_share, g.month::text as month, sum(g.total)::text as total, sum(g.net)::text as net
      from (
        select r.merchant_id, r.service_id, date_trunc('month', r.business_day)::date as month, sum(r.amount) as total, sum(r.merchant_share) as net
        from daily_transaction_rollups r
        where r.status = 'Success' and ${paidBy}
        group by r.merchant_id, r.service_id, date_trunc('month', r.business_day)
        union all
        select distinct f.merchant_id, f.service_id, date_trunc('month', f.completed_at at time zone ${this.zone})::date, 0, 0
        from refunds f
        where f.status = 'completed' and ${refundedBy}
      ) g
      join services s on s.id = g.service_id
      join merchants m on m.id = g.merchant_id
      group by s.id, m.name, s.service_name, s.walee_share, s.payout_share, g.month`;
  }

  async page(merchantId: string | 'all', page: number, limit: number): Promise<StatementRecord[]> {
    const { rows } = await sql<StatementRecord>`
      select * from (${this.grouped(merchantId)}) g
      order by g.month desc, g.merchant_name, g.service_name, g.service_id
      limit ${limit} offset ${(page - 1) * limit}`.execute(this.db);
    return rows;
  }

  /** Refunds completed in the months of these rows (docs/decisions/0041-refunds-in-the-money-figures.md). */
  async refundsOfMonths(rows: readonly StatementRecord[], merchantId: string | 'all'): Promise<CompletedRefund[]> {
    const months = rows.map((row) => row.month).sort();
    const [first] = months;
    const last = months[months.length - 1];
    if (first === undefined || last === undefined) return [];
    const lastDay = shiftBusinessDate(`${shiftBusinessDate(last, 32).slice(0, 7)}-01`, -1);
    return completedRefundsIn(this.db, businessDaysRangeUtc(first, lastDay, this.zone), this.zone, merchantId);
  }

  async count(merchantId: string | 'all'): Promise<number> {
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from (${this.grouped(merchantId)}) g`.execute(this.db);
    return countOf(rows[0]?.count ?? 0);
  }
}
