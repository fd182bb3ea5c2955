import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/**
 * docs/spec/decisions.md §5: the business time zone is configurable (BUSINESS_TIME_ZONE). The database's
 * business_day() and the transactions roll-up read it from the settings key 'business_time_zone',
 * so a change is written there and the roll-up is rebuilt in the same transaction. Call at
 * start-up after the migrations; answers whether anything changed.
 */
export async function applyBusinessTimeZone(db: Kysely<DatabaseSchema>, zone: string): Promise<'unchanged' | 'changed'> {
  const { rows } = await sql<{ zone: string }>`select business_time_zone() as zone`.execute(db);
  if (rows[0]?.zone === zone) return 'unchanged';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('settings')
      .values({ key: 'business_time_zone', value: zone })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: zone }))
      .execute();
    await sql`select rebuild_daily_transaction_rollups()`.execute(trx);
    // Migration 0017: the analytics roll-ups group by business day too.
    await sql`select rebuild_analytics_rollups()`.execute(trx);
    // Migration 0024: the voucher search's daily counts.
    await sql`select rebuild_voucher_rollups()`.execute(trx);
    // Migration 0027: the transaction report's daily counts.
    await sql`select rebuild_report_counts()`.execute(trx);
    // Migration 0028: the Collection Overview's totals of all merchants.
    await sql`select rebuild_collection_totals()`.execute(trx);
  });
  return 'changed';
}
