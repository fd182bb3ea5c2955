import { sql, type Kysely } from 'kysely';
import type { CsvExportCursor } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { businessDayOf, businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import { inlineParameters } from '../db/inline-sql';
import { caseInsensitiveLike } from '../http/wire-values';
import { transactionCsvColumns, transactionCsvLineSql } from './transaction-csv-sql';
import { afterKey, whereStoredQuery, type StoredTransactionQuery } from './transaction-export-filter';

/** Where an export stands: the last written row's keyset position, null before the first. */
export interface ExportKey {
  afterDate: string;
  afterId: string;
}

/** The completed refunds of each refunded payment, summed (docs/decisions/0041-refunds-in-the-money-figures.md). */
function refundedPayments(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('refunds')
    .select(['transaction_id as refunded_payment_id', sql<string>`sum(amount)`.as('refunded_amount')])
    .where('status', '=', 'completed')
    .groupBy('transaction_id');
}

/**
 * The exported rows in keyset order (transaction_date, id) after a position, `pageSize` of them or
 * all: each as its finished CSV line (transaction-csv-sql.ts) and its key. The exact instant as text
 * is the key (a Date would lose microseconds).
 *
 * Each line carries what the payment's completed refunds gave back. Refunds are few beside payments:
 * the database hashes their sums once and joins the rows to them, where a lookup per row nearly
 * doubled the export's time. A page is taken first (walking the date index) and joined after: a hash
 * join's output has no order the planner trusts, so joined first, every page sorted all the rows
 * after it. Without a page size the subquery is flattened and the export sorted once, as without the
 * column (bench/results/csv-export.md "The refunded amount column").
 */
function exportRows(db: Kysely<DatabaseSchema>, query: StoredTransactionQuery, after: CsvExportCursor, timeZone: string, pageSize?: number) {
  let rows = whereStoredQuery(db.selectFrom('transactions'), query);
  if (after.afterDate !== null && after.afterId !== null) rows = afterKey(rows, after.afterDate, after.afterId);
  let matching = rows.select(transactionCsvColumns.map((name) => `transactions.${name}` as const)).select('transactions.id');
  if (pageSize !== undefined) matching = matching.orderBy('transaction_date').orderBy('id').limit(pageSize);
  // The instant as it is, not as text: only the last key of a progress point is read (binary COPY:
  // timestampKeyOf; a PGlite page: its last row's, as text), so no row's key is formatted.
  return db
    .selectFrom(matching.as('transactions'))
    .leftJoin(refundedPayments(db).as('refunded'), 'refunded.refunded_payment_id', 'transactions.id')
    .select([
      transactionCsvLineSql(timeZone, sql.ref<string | null>('refunded.refunded_amount')).as('line'),
      'transactions.transaction_date as date_key',
      'transactions.id',
    ])
    .orderBy('transactions.transaction_date')
    .orderBy('transactions.id');
}

/** PostgreSQL's epoch (2000-01-01 UTC) in microseconds after the Unix epoch. */
const postgresEpochMicros = 946_684_800_000_000n;

/**
 * A binary timestamptz (microseconds since 2000-01-01 UTC) as exact ISO text with microseconds,
 * which `::timestamptz` reads back as the same instant: the keyset position of a streamed export.
 */
export function timestampKeyOf(binary: Buffer): string {
  const micros = binary.readBigInt64BE(0) + postgresEpochMicros;
  const remainder = ((micros % 1_000_000n) + 1_000_000n) % 1_000_000n;
  const seconds = (micros - remainder) / 1_000_000n;
  const whole = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
  return `${whole}.${remainder.toString().padStart(6, '0')}Z`;
}

/**
 * PostgreSQL: the whole rest of the export as one binary COPY statement (the line, the instant as
 * its binary timestamptz, the id), streamed by the worker (copy-binary-rows.ts). COPY takes no
 * parameters, so the filter's values are written in as literals (db/inline-sql.ts).
 */
export function exportCopyStatement(db: Kysely<DatabaseSchema>, query: StoredTransactionQuery, after: CsvExportCursor, timeZone: string): string {
  return `copy (${inlineParameters(exportRows(db, query, after, timeZone).compile())}) to stdout (format binary)`;
}

/** One page of finished CSV text and the key of its last row (null: nothing left). */
export interface ExportChunk {
  text: string;
  rows: number;
  last: ExportKey | null;
}

/**
 * PGlite: one keyset page as a single text (the lines joined by the database) and its last key,
 * one row of four values instead of thousands of rows of sixteen columns. PGlite's own COPY TO
 * '/dev/blob' would hold the whole export in memory at once; pages keep memory flat. The
 * aggregates read the ordered page as it comes, so the text is in key order and the arrays' last
 * elements are the last row's key: no numbering and no second pass over the page (measured about
 * a quarter cheaper per page).
 */
export async function fetchChunk(
  db: Kysely<DatabaseSchema>,
  query: StoredTransactionQuery,
  after: CsvExportCursor,
  timeZone: string,
  size: number,
): Promise<ExportChunk> {
  const page = exportRows(db, query, after, timeZone, size);
  const { rows } = await sql<{ text: string | null; rows: number; after_date: string | null; after_id: string | null }>`
    select
      string_agg(ordered.line, '') as text,
      count(*)::int as rows,
      (array_agg(ordered.date_key))[count(*)]::text as after_date,
      (array_agg(ordered.id))[count(*)] as after_id
    from (${page}) as ordered
  `.execute(db);
  const row = rows[0];
  if (row === undefined || row.text === null || row.after_date === null || row.after_id === null) return { text: '', rows: 0, last: null };
  return { text: row.text, rows: row.rows, last: { afterDate: row.after_date, afterId: row.after_id } };
}

/**
 * The stored bounds as the business days storedQueryOf made them from, or null when they are other
 * instants (a job stored by an older filter): only whole days can be counted from the roll-up.
 */
function storedBusinessDays(bounds: { $gte: string; $lte: string }, timeZone: string): { from: string; to: string } | null {
  const from = businessDayOf(bounds.$gte, timeZone);
  const to = businessDayOf(bounds.$lte, timeZone);
  const range = businessDaysRangeUtc(from, to, timeZone);
  const whole = Date.parse(range.startUtc) === Date.parse(bounds.$gte) && Date.parse(range.endUtc) - 1 === Date.parse(bounds.$lte);
  return whole ? { from, to } : null;
}

/**
 * The job's row count, shown as its progress total. Whole business days filtered at most by
 * merchant, country, currency and "status equals" are summed from the daily report counts
 * (migration 0027), as the report's own count is: a few rows a day instead of a count of every
 * exported row before the first is written (0.4 s of a 1M-row export). Any other filter is
 * counted in the table. Each condition is the table's own, applied to the roll-up's column.
 */
export async function countRows(db: Kysely<DatabaseSchema>, query: StoredTransactionQuery, timeZone: string): Promise<number> {
  const days = query.transactionDate === undefined ? undefined : storedBusinessDays(query.transactionDate, timeZone);
  const searches = query.searchObj ?? [];
  if (days === null || searches.some((search) => search.field !== 'status' || search.operator !== 'equals')) {
    const row = await whereStoredQuery(db.selectFrom('transactions'), query)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  let counts = db.selectFrom('daily_report_counts as r');
  if (days !== undefined) counts = counts.where('r.business_day', '>=', days.from).where('r.business_day', '<=', days.to);
  if (query.merchantId !== undefined) counts = counts.where('r.merchant_id', '=', query.merchantId);
  if (query.country !== undefined) {
    const { operator, pattern } = caseInsensitiveLike(query.country, false);
    counts = counts.where('r.country', operator, pattern);
  }
  if (query.currency !== undefined) counts = counts.where('r.currency', '=', query.currency);
  for (const search of searches) {
    const { operator, pattern } = caseInsensitiveLike(search.value, false);
    // A status as text: the stored value is any text the job was given, not one of the statuses.
    counts = counts.where(sql<string>`r.status`, operator, pattern);
  }
  const row = await counts.select(sql<string>`coalesce(sum(r.count), 0)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
