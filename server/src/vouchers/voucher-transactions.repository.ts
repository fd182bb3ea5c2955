import { sql, type Kysely } from 'kysely';
import type { TransactionSearch } from '../../../src/contract/transaction-search.schema';
import type { VoucherTransactionSortField } from '../../../src/contract/vouchers.contract';
import type { DatabaseSchema } from '../db/database-schema';
import type { VoucherUser } from '../db/business/voucher.tables';
import { fieldSearchCondition, voucherTransactionFieldColumns, type FieldExpression, type VoucherTransactionWireField } from '../shared/transaction-columns';
import type { VoucherScope } from './vouchers.repository';
import { preparedMark } from '../db/prepared-statements';
import { createdInUtcRange, createdInUtcWeeks, utcWeeksOf } from './buyer-msisdn-weeks';

export interface VoucherTransactionFilter {
  /** Business dates, both included, and the UTC instants they cover. */
  dateFrom: string;
  dateTo: string;
  startUtc: string;
  endUtc: string;
  merchantId: VoucherScope;
  search: readonly TransactionSearch[];
}

export interface VoucherTransactionRecord {
  id: string;
  payment_transaction_id: string;
  payment_order_id: string;
  source: string;
  users: VoucherUser[];
  product_name: string;
  product_code: string;
  merchant_name: string;
  service_name: string | null;
  created_at: Date;
  amount: string;
  currency: string;
  status: string;
  carrier_share_value: string;
  merchant_share_value: string;
  walee_share_value: string;
}

/**
 * The columns the daily roll-up carries (migration 0024): a search on these alone is answered by the
 * same condition over the roll-up's column, so it counts exactly the rows the table would.
 */
const rollupColumns: Partial<Record<VoucherTransactionWireField, FieldExpression>> = {
  operator: { expression: sql<string>`r.source`, lowered: false },
  status: { expression: sql<string>`r.status`, lowered: false },
};

/** A page's shown columns: the row with its merchant's and service's names. */
const shownColumns = [
  'vt.id',
  'vt.payment_transaction_id',
  'vt.payment_order_id',
  'vt.source',
  'vt.users',
  'vt.product_name',
  'vt.product_code',
  'm.name as merchant_name',
  's.service_name',
  'vt.created_at',
  'vt.amount',
  'vt.currency',
  'vt.status',
  'vt.carrier_share_value',
  'vt.merchant_share_value',
  'vt.walee_share_value',
] as const;

/** True when every filter is on a roll-up column: the count is then the roll-up's. */
const countedFromRollup = (filter: VoucherTransactionFilter) => filter.search.every((search) => rollupColumns[search.field] !== undefined);

export interface VoucherPageRequest {
  page: number;
  limit: number;
  sort: { field: VoucherTransactionSortField; direction: 'asc' | 'desc' };
}

/**
 * spec 3 §7 "Search voucher transactions": a date range, sorting and the report's equals/contains
 * filters, each through the one column map (`shared/transaction-columns.ts`); never a caller's text in SQL.
 */
export class VoucherTransactionsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * The filter's rows. The service is joined only when its name is searched or sorted on: the join
   * needs the row's service_id, which no page index carries, so it would turn the page's
   * index-only scan into a read of the table for every skipped row.
   */
  private matching(filter: VoucherTransactionFilter, sortField?: VoucherTransactionSortField) {
    const needsService = sortField === 'serviceName' || filter.search.some((search) => search.field === 'serviceName');
    let query = this.db.selectFrom('voucher_transactions as vt').$if(needsService, (joined) => joined.leftJoin('services as s', 's.id', 'vt.service_id'));
    // The msisdn index is keyed by week (migration 0032): naming the range's weeks reads only
    // theirs, and the range itself is then checked on those rows alone (createdInUtcRange).
    if (filter.search.some((search) => search.field === 'msisdn')) {
      query = query.where(createdInUtcWeeks(utcWeeksOf(filter.startUtc, filter.endUtc))).where(createdInUtcRange(filter.startUtc, filter.endUtc));
    } else {
      query = query.where('vt.created_at', '>=', new Date(filter.startUtc)).where('vt.created_at', '<', new Date(filter.endUtc));
    }
    if (filter.merchantId !== 'all') query = query.where('vt.merchant_id', '=', filter.merchantId);
    for (const search of filter.search) query = query.where(fieldSearchCondition(voucherTransactionFieldColumns[search.field], search));
    return query;
  }

  /**
   * A page and the filter's count. Without text filters the count is the daily roll-up's (`count`)
   * and the page is read beside it. With one, the count reads every matching row of the table, so
   * the page is taken from those same rows: one scan gives both.
   */
  async search(filter: VoucherTransactionFilter, request: VoucherPageRequest): Promise<{ rows: VoucherTransactionRecord[]; count: number }> {
    if (countedFromRollup(filter)) {
      // Two reads on their own pool connections (PostgreSQL), so the page waits for one round trip.
      const [rows, count] = await Promise.all([this.page(filter, request), this.count(filter)]);
      return { rows, count };
    }
    const rows = await this.pageOfMatches(filter, request);
    const first = rows[0];
    if (first !== undefined) return { rows, count: Number(first.total) };
    // No row on this page: none at all on the first, or the page lies past the last one.
    return { rows, count: request.page === 1 ? 0 : await this.count(filter) };
  }

  /**
   * One page by its number as a deferred join, like the transaction report's: the page's ids are
   * found first in the filter's index order (skipped rows are not joined to their merchant and
   * service), then only the shown rows are read with their names.
   */
  private async page(filter: VoucherTransactionFilter, request: VoucherPageRequest): Promise<VoucherTransactionRecord[]> {
    const { expression } = voucherTransactionFieldColumns[request.sort.field];
    const direction = request.sort.direction === 'asc' ? sql`asc` : sql`desc`;
    const pageIds = this.matching(filter, request.sort.field)
      .select('vt.id')
      .orderBy(sql`${expression} ${direction}`)
      // The id breaks ties, so a row never shows on two pages or on none.
      .orderBy(sql`vt.id ${direction}`)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit);
    const rows = this.db
      .selectFrom('voucher_transactions as vt')
      .leftJoin('services as s', 's.id', 'vt.service_id')
      .innerJoin('merchants as m', 'm.id', 'vt.merchant_id')
      .select(shownColumns)
      .where('vt.id', 'in', pageIds)
      .orderBy(sql`${expression} ${direction}`)
      .orderBy(sql`vt.id ${direction}`);
    // In date order, filtered at most by vendor and status, the best plan is the date index's walk
    // whatever the range or merchant: planned once per connection, as the report's page.
    return (request.sort.field === 'transactionDate' ? rows.modifyFront(preparedMark) : rows).execute();
  }

  /**
   * A page of a filter with text conditions and, on each row, the count of all its matches: the
   * matching rows are read once (their ids and sort keys, materialised), then counted and the page
   * taken from them, instead of reading them for the count and again for the page (a 30-day msisdn
   * search at 1M rows on PGlite: 21.9 → 14.5 ms a call; docs/decisions/0032-vouchers.md).
   */
  private async pageOfMatches(filter: VoucherTransactionFilter, request: VoucherPageRequest): Promise<(VoucherTransactionRecord & { total: string })[]> {
    const { expression } = voucherTransactionFieldColumns[request.sort.field];
    const direction = request.sort.direction === 'asc' ? sql`asc` : sql`desc`;
    const matched = this.matching(filter, request.sort.field).select(['vt.id', sql<string>`${expression}`.as('sort_key')]);
    return this.db
      .with(
        (cte) => cte('matched').materialized(),
        () => matched,
      )
      .selectFrom('voucher_transactions as vt')
      .leftJoin('services as s', 's.id', 'vt.service_id')
      .innerJoin('merchants as m', 'm.id', 'vt.merchant_id')
      .select(shownColumns)
      .select(sql<string>`(select count(*) from matched)`.as('total'))
      .where(
        'vt.id',
        'in',
        sql<string>`(select matched.id from matched order by matched.sort_key ${direction}, matched.id ${direction} limit ${request.limit} offset ${(request.page - 1) * request.limit})`,
      )
      .orderBy(sql`${expression} ${direction}`)
      .orderBy(sql`vt.id ${direction}`)
      .execute();
  }

  /**
   * Without text filters the count is the sum of the daily roll-up's counts, as the transaction
   * report's (ARCHITECTURE.md "Database"): a few rows per day instead of every transaction of the
   * range. Vendor (operator) and status are roll-up columns; any other filter is counted in the table.
   */
  private async count(filter: VoucherTransactionFilter): Promise<number> {
    if (!countedFromRollup(filter)) {
      const row = await this.matching(filter).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    }
    let query = this.db.selectFrom('daily_voucher_rollups as r').where('r.business_day', '>=', filter.dateFrom).where('r.business_day', '<=', filter.dateTo);
    if (filter.merchantId !== 'all') query = query.where('r.merchant_id', '=', filter.merchantId);
    for (const search of filter.search) {
      const column = rollupColumns[search.field];
      if (column !== undefined) query = query.where(fieldSearchCondition(column, search));
    }
    const row = await query.modifyFront(preparedMark).select(sql<string>`coalesce(sum(r.count), 0)`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
