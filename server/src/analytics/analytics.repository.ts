import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { preparedMark } from '../db/prepared-statements';
import { addDecimal, formatDecimal } from '../../../src/domain/money/decimal';
import { columnDecimal } from '../http/wire-values';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import { completedRefundsIn } from '../shared/completed-refunds';

/** The merchants a query may read: every one (platform staff, optionally narrowed to one) or one. */
export type AnalyticsRows = 'all' | { merchantId: string };

export interface CollectionFilter {
  from: string;
  to: string;
  provider?: string;
}

/**
 * One group of the collection answer: a business day, a payment method, or the whole range, with
 * its counts by status and the sums of its successful transactions (only those are collected money).
 */
export interface CollectionGroup {
  grouping: 'day' | 'provider' | 'total';
  day: string | null;
  provider: string | null;
  successful: number | string;
  failed: number | string;
  pending: number | string;
  /** Exact numeric text, of the successful transactions. */
  amount: string;
  walee_share: string;
  service_charges: string;
}

export interface PayoutFilter {
  from: string;
  to: string;
  vendor?: string;
}

export interface PayoutGroup {
  grouping: 'day' | 'bank' | 'status';
  day: string | null;
  payout_type: 'WALLET' | 'BANK' | null;
  bank_name: string | null;
  status: 'Pending' | 'Approved' | 'Rejected' | null;
  count: number | string;
  amount: string;
}

export interface DepositTotals {
  deposited: string;
  billed: string;
}

export interface PayoutAccountTotals {
  available_balance: string;
  total_transactions: number | string;
  total_transactions_amount: string;
}

const merchantCondition = (rows: AnalyticsRows) => (rows === 'all' ? sql`true` : sql`r.merchant_id = ${rows.merchantId}`);

/**
 * docs/decisions/0028-analytics-dashboards.md: every figure of the two dashboards is read from the
 * daily roll-ups of migration 0017 (kept by triggers on transactions, loan_requests and
 * account_transactions), never from those tables; the payout accounts' balances are read from
 * payout_accounts itself, one row per merchant. One grouped statement per roll-up: GROUPING SETS
 * give the series, the breakdowns and the totals in one pass. Sums stay numeric and travel as text.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** What refunds completed on the range's business days gave back, exact text (docs/decisions/0041-refunds-in-the-money-figures.md). */
  async refunded(rows: AnalyticsRows, filter: CollectionFilter, zone: string): Promise<string> {
    const refunds = await completedRefundsIn(this.db, businessDaysRangeUtc(filter.from, filter.to, zone), zone, rows === 'all' ? 'all' : rows.merchantId);
    const total = refunds
      .filter((refund) => filter.provider === undefined || refund.provider === filter.provider)
      .reduce((sum, refund) => addDecimal(sum, columnDecimal(refund.amount, 2)), columnDecimal('0', 2));
    return formatDecimal(total, 2);
  }

  /**
   * One row per business day, per payment method and for the range, each with its statuses' counts
   * and the money sums of Success. All merchants' figures come from daily_collection_totals
   * (migration 0028: a row per day and payment method, whatever the number of merchants); one
   * merchant's from daily_collection_rollups, its statuses folded by FILTER aggregates.
   */
  async collection(rows: AnalyticsRows, filter: CollectionFilter): Promise<CollectionGroup[]> {
    const provider = filter.provider === undefined ? sql`true` : sql`r.provider = ${filter.provider}`;
    const grouping = sql`case grouping(r.business_day, r.provider) when 1 then 'day' when 2 then 'provider' else 'total' end as grouping,
             r.business_day::text as day, r.provider`;
    const inRange = sql`r.business_day between ${filter.from}::date and ${filter.to}::date and ${provider}`;
    const groupingSets = sql`group by grouping sets ((r.business_day), (r.provider), ()) order by 1, 2, 3`;
    if (rows === 'all') {
      const { rows: result } = await sql<CollectionGroup>`
        select ${preparedMark} ${grouping},
               coalesce(sum(r.successful), 0)::bigint as successful, coalesce(sum(r.failed), 0)::bigint as failed,
               coalesce(sum(r.pending), 0)::bigint as pending, coalesce(sum(r.amount), 0)::numeric(20,2)::text as amount,
               coalesce(sum(r.walee_share), 0)::numeric(20,2)::text as walee_share,
               coalesce(sum(r.service_charges), 0)::numeric(20,2)::text as service_charges
        from daily_collection_totals r
        where ${inRange}
        ${groupingSets}`.execute(this.db);
      return result;
    }
    const success = sql`r.status = 'Success'`;
    const { rows: result } = await sql<CollectionGroup>`
      select ${preparedMark} ${grouping},
             coalesce(sum(r.count) filter (where ${success}), 0)::bigint as successful,
             coalesce(sum(r.count) filter (where r.status = 'Failed'), 0)::bigint as failed,
             coalesce(sum(r.count) filter (where r.status = 'Pending'), 0)::bigint as pending,
             coalesce(sum(r.amount) filter (where ${success}), 0)::numeric(20,2)::text as amount,
             coalesce(sum(r.walee_share) filter (where ${success}), 0)::numeric(20,2)::text as walee_share,
             coalesce(sum(r.service_charges) filter (where ${success}), 0)::numeric(20,2)::text as service_charges
      from daily_collection_rollups r
      where ${inRange} and r.merchant_id = ${rows.merchantId}
      ${groupingSets}`.execute(this.db);
    return result;
  }

  /**
   * Names the state of the roll-up rows `collection` reads for the same question: their number and
   * the sum of a 64-bit hash of the transaction that wrote each one's current version (xmin). A
   * committed change of any of them is a version written by another transaction, so its hash
   * changes, and the fingerprint stays the same after a change only if the hashes' differences
   * cancel out, about one chance in 2^64 (the kept Collection Overview,
   * docs/decisions/0028-analytics-dashboards.md). A sum needs no order: an md5 of the ids in key order sorted a
   * merchant's year of 2,200 rows on every call.
   */
  async collectionFingerprint(rows: AnalyticsRows, filter: CollectionFilter): Promise<string> {
    const provider = filter.provider === undefined ? sql`true` : sql`r.provider = ${filter.provider}`;
    const inRange = sql`r.business_day between ${filter.from}::date and ${filter.to}::date and ${provider}`;
    const versions =
      rows === 'all'
        ? sql`daily_collection_totals r where ${inRange}`
        : sql`daily_collection_rollups r where ${inRange} and r.merchant_id = ${rows.merchantId}`;
    const { rows: result } = await sql<{ fingerprint: string }>`
      select ${preparedMark} count(*)::text || ':' || coalesce(sum(hashint8extended(r.xmin::text::bigint, 0)), 0)::text as fingerprint
      from ${versions}`.execute(this.db);
    return result[0]?.fingerprint ?? '';
  }

  async payouts(rows: AnalyticsRows, filter: PayoutFilter): Promise<PayoutGroup[]> {
    const { rows: result } = await sql<PayoutGroup>`
      select case grouping(r.business_day, r.payout_type, r.bank_name, r.status) when 2 then 'day' when 13 then 'bank' else 'status' end as grouping,
             r.business_day::text as day, r.payout_type, r.bank_name, r.status,
             sum(r.count)::bigint as count, sum(r.amount)::numeric(20,2)::text as amount
      from daily_payout_rollups r
      where r.business_day between ${filter.from}::date and ${filter.to}::date and ${merchantCondition(rows)}
        and ${filter.vendor === undefined ? sql`true` : sql`r.bank_name = ${filter.vendor}`}
      group by grouping sets ((r.business_day, r.payout_type, r.status), (r.bank_name), (r.status))
      order by 1, 2, 3, 4, 5`.execute(this.db);
    return result;
  }

  async deposits(rows: AnalyticsRows, from: string, to: string): Promise<DepositTotals> {
    const { rows: result } = await sql<DepositTotals>`
      select coalesce(sum(r.deposited_amount), 0)::numeric(20,2)::text as deposited, coalesce(sum(r.billed_amount), 0)::numeric(20,2)::text as billed
      from daily_deposit_rollups r
      where r.business_day between ${from}::date and ${to}::date and ${merchantCondition(rows)}`.execute(this.db);
    return result[0] ?? { deposited: '0.00', billed: '0.00' };
  }

  /** The payout accounts' current figures (spec 3 §3 Payout account), summed over the merchants in scope. */
  async payoutAccounts(rows: AnalyticsRows): Promise<PayoutAccountTotals> {
    const { rows: result } = await sql<PayoutAccountTotals>`
      select coalesce(sum(r.available_balance), 0)::numeric(20,2)::text as available_balance,
             coalesce(sum(r.total_transactions), 0)::bigint as total_transactions,
             coalesce(sum(r.total_transactions_amount), 0)::numeric(20,2)::text as total_transactions_amount
      from payout_accounts r
      where ${merchantCondition(rows)}`.execute(this.db);
    return result[0] ?? { available_balance: '0.00', total_transactions: 0, total_transactions_amount: '0.00' };
  }
}
