import { sql, type Kysely } from 'kysely';

const columns = 'business_day, merchant_id, service_id, provider, status, failure_message, count, amount, merchant_share, walee_share';

/** The grouping key of a transaction row `t`: its business day in `zone`, and the failure text only when Failed. */
const keyOf = (t: string) =>
  `(${t}.transaction_date at time zone zone)::date, ${t}.merchant_id, ${t}.service_id, ${t}.provider, ${t}.status,
   case when ${t}.status = 'Failed' then ${t}.failure_message end`;
const added = (t: string) => `select ${keyOf(t)}, 1, ${t}.amount, ${t}.merchant_share_value, ${t}.walee_share_value`;
const removed = (t: string) => `select ${keyOf(t)}, -1, -${t}.amount, -${t}.merchant_share_value, -${t}.walee_share_value`;

/**
 * One grouped upsert per statement, in key order: concurrent statements lock roll-up rows in the
 * same order and cannot deadlock, and an update nets its old and new rows in one pass.
 */
const upsertFrom = (rows: string) => `
  insert into daily_transaction_rollups as r (${columns})
  select business_day, merchant_id, service_id, provider, status, failure_message,
         sum(count), sum(amount), sum(merchant_share), sum(walee_share)
  from (${rows}) as d (${columns})
  group by 1, 2, 3, 4, 5, 6
  order by 1, 2, 3, 4, 5, 6
  on conflict on constraint daily_transaction_rollups_key do update
    set count = r.count + excluded.count, amount = r.amount + excluded.amount,
        merchant_share = r.merchant_share + excluded.merchant_share, walee_share = r.walee_share + excluded.walee_share;`;

const afterChange = `
  declare
    zone text := business_time_zone();
  begin
    if tg_op = 'INSERT' then
      ${upsertFrom(`${added('n')} from new_rows n`)}
    elsif tg_op = 'DELETE' then
      ${upsertFrom(`${removed('o')} from old_rows o`)}
    else
      ${upsertFrom(`${removed('o')} from old_rows o union all ${added('n')} from new_rows n`)}
    end if;
    if tg_op <> 'INSERT' then
      delete from daily_transaction_rollups where count = 0;
    end if;
    return null;
  end`;

const rebuild = `
  declare
    zone text := business_time_zone();
    groups bigint;
  begin
    delete from daily_transaction_rollups;
    insert into daily_transaction_rollups (${columns})
    select ${keyOf('t')}, count(*), sum(t.amount), sum(t.merchant_share_value), sum(t.walee_share_value)
    from transactions t
    group by 1, 2, 3, 4, 5, 6;
    get diagnostics groups = row_count;
    return groups;
  end`;

/**
 * The dashboard's daily roll-up of transactions, kept by statement-level triggers with transition
 * tables: a 100k-row insert costs one aggregate, not 100k upserts. The business day is the date in
 * the zone of the settings key 'business_time_zone' (docs/spec/decisions.md §5; Asia/Karachi when unset).
 * Changing that key needs rebuild_daily_transaction_rollups().
 */
export async function createDailyRollups(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function business_time_zone() returns text language sql stable as $$
      select coalesce((select value from settings where key = 'business_time_zone'), 'Asia/Karachi')
    $$`.execute(db);
  await sql`
    create function business_day(ts timestamptz) returns date language sql stable as $$
      select (ts at time zone business_time_zone())::date
    $$`.execute(db);

  await db.schema
    .createTable('daily_transaction_rollups')
    .addColumn('business_day', 'date', (c) => c.notNull())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The raw provider text of Failed rows; the server maps it with failureLabelOf (spec 1 §2).
    .addColumn('failure_message', 'text')
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('amount', sql`numeric(20,2)`, (c) => c.notNull())
    .addColumn('merchant_share', sql`numeric(20,2)`, (c) => c.notNull())
    .addColumn('walee_share', sql`numeric(20,2)`, (c) => c.notNull())
    .addUniqueConstraint('daily_transaction_rollups_key', ['business_day', 'merchant_id', 'service_id', 'provider', 'status', 'failure_message'], (c) =>
      c.nullsNotDistinct(),
    )
    .execute();
  await sql`create index daily_transaction_rollups_by_merchant on daily_transaction_rollups (merchant_id, business_day)`.execute(db);
  // Groups emptied by an update or delete are removed; this index finds them without a scan.
  await sql`create index daily_transaction_rollups_empty on daily_transaction_rollups (business_day) where count = 0`.execute(db);

  await sql.raw(`create function transactions_rollup_after_change() returns trigger language plpgsql as $$${afterChange}$$`).execute(db);
  await sql`create trigger transactions_rollup_insert after insert on transactions
    referencing new table as new_rows for each statement execute function transactions_rollup_after_change()`.execute(db);
  await sql`create trigger transactions_rollup_update after update on transactions
    referencing old table as old_rows new table as new_rows for each statement execute function transactions_rollup_after_change()`.execute(db);
  await sql`create trigger transactions_rollup_delete after delete on transactions
    referencing old table as old_rows for each statement execute function transactions_rollup_after_change()`.execute(db);

  await sql`
    create function transactions_rollup_after_truncate() returns trigger language plpgsql as $$
    begin
      delete from daily_transaction_rollups;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger transactions_rollup_truncate after truncate on transactions
    for each statement execute function transactions_rollup_after_truncate()`.execute(db);

  // Recomputes every group from transactions, e.g. after a change of the business time zone.
  // Answers the number of groups.
  await sql.raw(`create function rebuild_daily_transaction_rollups() returns bigint language plpgsql as $$${rebuild}$$`).execute(db);
}
