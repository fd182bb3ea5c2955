import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../server/src/db/database-schema';

export interface RollupGroup {
  day: string;
  merchant_id: string;
  service_id: string;
  provider: string;
  status: string;
  failure_message: string | null;
  count: number;
  amount: string;
  merchant_share: string;
  walee_share: string;
}

/** Every group of the daily roll-up, in a fixed order. */
export async function rollupGroups(db: Kysely<DatabaseSchema>): Promise<RollupGroup[]> {
  const { rows } = await sql<RollupGroup>`
    select business_day::text as day, merchant_id, service_id, provider, status, failure_message,
           count, amount::text as amount, merchant_share::text as merchant_share, walee_share::text as walee_share
    from daily_transaction_rollups
    order by 1, 2, 3, 4, 5, 6`.execute(db);
  return rows;
}

/** The same groups computed the slow way: a GROUP BY over every transaction. */
export async function groupsFromTransactions(db: Kysely<DatabaseSchema>): Promise<RollupGroup[]> {
  const { rows } = await sql<RollupGroup>`
    select business_day(transaction_date)::text as day, merchant_id, service_id, provider, status,
           case when status = 'Failed' then failure_message end as failure_message,
           count(*)::bigint as count, sum(amount)::numeric(20,2)::text as amount,
           sum(merchant_share_value)::numeric(20,2)::text as merchant_share, sum(walee_share_value)::numeric(20,2)::text as walee_share
    from transactions
    group by 1, 2, 3, 4, 5, 6
    order by 1, 2, 3, 4, 5, 6`.execute(db);
  return rows;
}

export interface StatusTotal {
  merchant_id: string;
  status: string;
  count: number;
  amount: string;
}

/** Count and sum per merchant and status, from the roll-up or from the transactions. */
export async function statusTotals(db: Kysely<DatabaseSchema>, source: 'rollup' | 'transactions'): Promise<StatusTotal[]> {
  const query =
    source === 'rollup'
      ? sql<StatusTotal>`select merchant_id, status, sum(count)::bigint as count, sum(amount)::numeric(20,2)::text as amount
          from daily_transaction_rollups group by 1, 2 order by 1, 2`
      : sql<StatusTotal>`select merchant_id, status, count(*)::bigint as count, sum(amount)::numeric(20,2)::text as amount
          from transactions group by 1, 2 order by 1, 2`;
  const { rows } = await query.execute(db);
  return rows;
}
