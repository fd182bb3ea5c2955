import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { QueueState } from '../metrics/server-metrics';

/** The job tables of the server's workers, each with its `created_at`. */
export type JobTable = 'csv_jobs' | 'payout_jobs' | 'checkout_notifications';

/**
 * docs/operations.md "Metrics": how many jobs of a worker's table wait and since when, read from the
 * database at each scrape, so every instance sharing it reports the same queue.
 */
export async function waitingJobs(db: Kysely<DatabaseSchema>, table: JobTable, waiting: RawBuilder<unknown>): Promise<QueueState> {
  const { rows } = await sql<{ depth: string | number; oldest: Date | string | null }>`
    select count(*) as depth, min(created_at) as oldest from ${sql.table(table)} where ${waiting}`.execute(db);
  const row = rows[0];
  return { depth: Number(row?.depth ?? 0), oldest: row?.oldest === null || row?.oldest === undefined ? null : new Date(row.oldest) };
}
