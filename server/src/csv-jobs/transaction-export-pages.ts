import { sql, type Kysely } from 'kysely';
import type { CsvExportCursor } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { TransactionCsvSource } from './transaction-csv';
import { transactionRowColumns } from '../shared/transaction-columns';
import { afterKey, whereStoredQuery, type StoredTransactionQuery } from './transaction-export-filter';

/** One exported transaction and its keyset position. */
export interface ChunkRow extends TransactionCsvSource {
  id: string;
  date_key: string;
}

/** The columns of one exported row, in the order a chunk's JSON arrays carry them. */
type ChunkTuple = [
  id: string,
  dateKey: string,
  transactionId: string,
  orderId: string,
  msisdn: string,
  country: string,
  operator: string,
  productName: string,
  serviceName: string,
  shownDate: string,
  amount: string,
  merchantShare: string,
  waleeShare: string,
  netAmount: string,
  currency: string,
  status: string,
];

/**
 * One keyset page as a single JSON text of arrays: the database builds it and JSON.parse reads it
 * natively, instead of the driver decoding sixteen columns of every row one by one (measured: the
 * per-column decoding was most of an export's time on PGlite).
 */
export async function fetchChunk(
  db: Kysely<DatabaseSchema>,
  query: StoredTransactionQuery,
  after: CsvExportCursor,
  timeZone: string,
  size: number,
): Promise<ChunkRow[]> {
  let chunk = whereStoredQuery(db.selectFrom('transactions'), query);
  if (after.afterDate !== null && after.afterId !== null) chunk = afterKey(chunk, after.afterDate, after.afterId);
  // The transaction report's columns (one list); the JSON below fixes their order in the file.
  const page = chunk
    .select(transactionRowColumns)
    .orderBy('transaction_date')
    .orderBy('id')
    .limit(size);
  const { rows } = await sql<{ page: string | null }>`
    select json_agg(json_build_array(
      p.id,
      -- The exact instant as text is the keyset position (a Date would lose microseconds).
      p.transaction_date::text,
      p.transaction_id, p.order_id, p.msisdn, p.country, p.operator, p.product_name, p.service_name,
      -- spec 1 §9 DD/MM/YYYY HH:mm:ss in the business zone, formatted by the database.
      to_char(p.transaction_date at time zone ${timeZone}, 'DD/MM/YYYY HH24:MI:SS'),
      p.amount::text, p.merchant_share_value::text, p.walee_share_value::text, p.net_amount::text,
      p.currency, p.status
    ) order by p.transaction_date, p.id)::text as page
    from (${page}) as p
  `.execute(db);
  const text = rows[0]?.page;
  if (text === null || text === undefined) return [];
  return (JSON.parse(text) as ChunkTuple[]).map((t) => ({
    id: t[0],
    date_key: t[1],
    transaction_id: t[2],
    order_id: t[3],
    msisdn: t[4],
    country: t[5],
    operator: t[6],
    product_name: t[7],
    service_name: t[8],
    shown_date: t[9],
    amount: t[10],
    merchant_share_value: t[11],
    walee_share_value: t[12],
    net_amount: t[13],
    currency: t[14],
    status: t[15],
  }));
}

export async function countRows(db: Kysely<DatabaseSchema>, query: StoredTransactionQuery): Promise<number> {
  const row = await whereStoredQuery(db.selectFrom('transactions'), query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
