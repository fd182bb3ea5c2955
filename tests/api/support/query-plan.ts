import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../../server/src/db/database-schema';

/**
 * The plan of `query` when the scans an index would replace are made as dear as PostgreSQL allows
 * (a test database is small enough for a scan of the table to win otherwise): the index that can
 * serve it shows. `avoid` names the scans to price out, the table's own by default.
 */
export async function planOf(
  db: Kysely<DatabaseSchema>,
  query: RawBuilder<unknown>,
  avoid: readonly ('seqscan' | 'bitmapscan')[] = ['seqscan'],
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    for (const scan of avoid) await sql`select set_config(${`enable_${scan}`}, 'off', true)`.execute(trx);
    return explained(trx, query);
  });
}

/**
 * The plan of `query` with `index` the only index of `table` beside its keys: the others are dropped
 * in a transaction that is rolled back. It shows whether a condition can be answered by that index
 * at all (an expression written otherwise than the index's leaves a scan of the table), where the
 * planner, costing a test's few rows, would pick another.
 */
export async function planOnIndexAlone(db: Kysely<DatabaseSchema>, table: string, index: string, query: RawBuilder<unknown>): Promise<string> {
  const rolledBack = new Error('rolled back');
  let plan = '';
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = ${table}::regclass and not i.indisunique and c.relname <> ${index}`.execute(trx);
      for (const other of rows) await sql`drop index ${sql.id(other.name)}`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      plan = await explained(trx, query);
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return plan;
}

async function explained(db: Kysely<DatabaseSchema>, query: RawBuilder<unknown>): Promise<string> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(db);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
