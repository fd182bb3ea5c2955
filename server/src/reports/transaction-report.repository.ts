import { sql, type Kysely } from 'kysely';
import type { TransactionSortField } from '../../../src/contract/reports.contract';
import type { TransactionSearch } from '../../../src/contract/transaction-search.schema';
import { transactionStatuses, type TransactionStatus } from '../../../src/domain/transactions/transaction-status';
import type { DatabaseSchema } from '../db/database-schema';
import { transactionFieldColumns, transactionRowColumns, type TransactionRowRecord } from '../shared/transaction-columns';
import { caseInsensitiveLike } from '../http/wire-values';
import { preparedMark } from '../db/prepared-statements';

/** Columns with a lower() index (migration 0004). */
const loweredColumns: ReadonlySet<string> = new Set(['order_id', 'transaction_id', 'msisdn']);

export interface TransactionReportFilter {
  /** Business dates, both included, and the UTC instants they cover. */
  dateFrom: string;
  dateTo: string;
  startUtc: string;
  endUtc: string;
  /** The stored country name (`Pakistan`), not the ISO code. */
  countryName: string;
  currency: string;
  /** 'all' for platform staff; a merchant sees its own rows only. */
  merchantId: string | 'all';
  search: readonly TransactionSearch[];
}

export interface TransactionPageRequest {
  page: number;
  limit: number;
  sort: { field: TransactionSortField; direction: 'asc' | 'desc' };
}

/** A case-insensitive "status equals" names one status exactly (or none): an indexed, roll-up-countable filter. */
function statusEquals(search: TransactionSearch): TransactionStatus | null | undefined {
  if (search.field !== 'status' || search.operator !== 'equals') return undefined;
  return transactionStatuses.find((status) => status.toLowerCase() === search.value.toLowerCase()) ?? null;
}

export class TransactionReportRepository {
  /** `reads`: where pages and counts are read (a replica, or the primary `db` itself). */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly reads: Kysely<DatabaseSchema> = db,
  ) {}

  private matching(filter: TransactionReportFilter) {
    let query = this.reads
      .selectFrom('transactions')
      .where('transaction_date', '>=', new Date(filter.startUtc))
      .where('transaction_date', '<', new Date(filter.endUtc))
      .where('country', '=', filter.countryName)
      .where('currency', '=', filter.currency);
    if (filter.merchantId !== 'all') query = query.where('merchant_id', '=', filter.merchantId);
    for (const search of filter.search) {
      const status = statusEquals(search);
      if (status !== undefined) {
        query = status === null ? query.where(sql<boolean>`false`) : query.where('status', '=', status);
        continue;
      }
      const column = transactionFieldColumns[search.field];
      // spec 1 §2: equals and contains are both case-insensitive. The typed ids have a lower()
      // index (migration 0004), so equals on them is an index lookup, not a scan of the range.
      if (search.operator === 'equals' && loweredColumns.has(column)) {
        query = query.where(sql`lower(${sql.ref(column)})`, '=', search.value.toLowerCase());
      } else {
        const { operator, pattern } = caseInsensitiveLike(search.value, search.operator === 'contains');
        query = query.where(column, operator, pattern);
      }
    }
    return query;
  }

  /**
   * One page by its number (spec 1 §2 keeps page numbers), as a deferred join: the page's ids are
   * found first, skipping the earlier pages in an index that holds the order and the filtered
   * columns (migration 0019, an index-only scan: no table row is read for the skipped ones), and
   * only the `limit` rows shown are then read from the table.
   */
  async page(filter: TransactionReportFilter, request: TransactionPageRequest): Promise<TransactionRowRecord[]> {
    const { field, direction } = request.sort;
    const column = transactionFieldColumns[field];
    const pageIds = this.matching(filter)
      .select('id')
      .orderBy(column, direction)
      // The id breaks ties, so a row never shows on two pages or on none.
      .orderBy('id', direction)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit);
    const rows = this.reads
      .selectFrom('transactions')
      .select(transactionRowColumns)
      .where('id', 'in', pageIds)
      .orderBy(column, direction)
      .orderBy('id', direction);
    // In date order with no text filter the best plan is the date index's walk whatever the range,
    // merchant or status, so it is planned once per connection (planning took twice the run: the
    // table has a dozen indexes to weigh). Other sorts and text filters are planned with their values.
    const planOnce = field === 'transactionDate' && filter.search.every((search) => statusEquals(search) !== undefined);
    return (planOnce ? rows.modifyFront(preparedMark) : rows).execute();
  }

  /**
   * Without text filters the count is the sum of the daily report counts (migration 0027,
   * ARCHITECTURE.md "Database"): exact, and a few rows a day instead of every transaction of the
   * range. Status is one of its keys, so "status equals" still counts from it. With other text
   * filters only the table can answer.
   */
  async count(filter: TransactionReportFilter): Promise<number> {
    const statuses = filter.search.map(statusEquals);
    if (statuses.some((status) => status === undefined)) {
      const row = await this.matching(filter).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    }
    let query = this.reads
      .selectFrom('daily_report_counts as r')
      .where('r.business_day', '>=', filter.dateFrom)
      .where('r.business_day', '<=', filter.dateTo)
      .where('r.country', '=', filter.countryName)
      .where('r.currency', '=', filter.currency);
    if (filter.merchantId !== 'all') query = query.where('r.merchant_id', '=', filter.merchantId);
    for (const status of statuses) query = status ? query.where('r.status', '=', status) : query.where(sql<boolean>`false`);
    // A sum over the roll-up's day range: the same plan whatever the range, so planned once.
    const row = await query.modifyFront(preparedMark).select(sql<string>`coalesce(sum(r.count), 0)`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** What completed refunds gave back of each of these transactions (index refunds_by_transaction); none: absent. */
  async refundedOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.reads
      .selectFrom('refunds')
      .select(['transaction_id', sql<string>`sum(amount)::text`.as('refunded')])
      .where('transaction_id', 'in', ids)
      .where('status', '=', 'completed')
      .groupBy('transaction_id')
      .execute();
    return new Map(rows.map((row) => [row.transaction_id, row.refunded]));
  }

  async findStatus(id: string): Promise<TransactionStatus | undefined> {
    const row = await this.db.selectFrom('transactions').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  }

  /**
   * Moves a row from `from` to `to` only if it is still `from`, so two clicks at once cannot both
   * win. The roll-up trigger moves the row's amounts between status groups in the same statement.
   */
  async changeStatus(id: string, from: TransactionStatus, to: TransactionStatus): Promise<TransactionRowRecord | undefined> {
    return this.db
      .updateTable('transactions')
      .set({ status: to, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', from)
      .returning(transactionRowColumns)
      .executeTakeFirst();
  }
}
