import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../../server/src/db/database-schema';

/**
 * The plan of `query` when the scans an index would replace are made as dear as PostgreSQL allows
 * (a test database is small enough for a scan of the table to win otherwise): the index that can
 * serve it shows. `avoid` names the scans to price out, the table's own by default.
 */
export async function planOf(db: Kysely<DatabaseSchema>, query: RawBuilder<unknown>, avoid: readonly ('seqscan' | 'bitmapscan')[] = ['seqscan']): Promise<string> {
  return db.transaction().execute(async (trx) => {
    for (const scan of avoid) await sql`select set_config(${`enable_${scan}`}, 'off', true)`.execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
