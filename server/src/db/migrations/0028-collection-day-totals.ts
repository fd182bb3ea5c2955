import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0028-analytics-dashboards.md: the Collection Overview of all merchants reads this
// roll-up, one row per business day and payment method with each status's count and the sums of
// the successful transactions, instead of daily_collection_rollups, whose merchant and status keys
// make its size grow with the number of merchants (a year of three merchants: 6,570 rows; here at
// most 365 × 3 payment methods, whatever the merchants). Kept by statement-level triggers with
// transition tables, the pattern of migration 0017: one grouped upsert per statement in key order
// (no deadlock between concurrent writers), emptied groups removed, truncate empties it, and a
// rebuild function for a change of the business time zone (applyBusinessTimeZone).
// Self-contained: a shipped migration never changes with the code around it.

const keys = 'business_day, provider';
const figures = 'successful, failed, pending, amount, walee_share, service_charges';
/** A source row as (day, provider, status, count, amount, PGW share, charges), negated for old rows. */
const rowOf = (t: string, sign: '' | '-') =>
  `select (${t}.transaction_date at time zone zone)::date, ${t}.provider, ${t}.status, ${sign}1, ${sign}${t}.amount, ${sign}${t}.walee_share_value, ${sign}(${t}.amount - ${t}.merchant_share_value)`;
const ofStatus = (status: string, column: string) => `coalesce(sum(${column}) filter (where status = '${status}'), 0)`;
const grouped = `${ofStatus('Success', 'n')}, ${ofStatus('Failed', 'n')}, ${ofStatus('Pending', 'n')}, ${ofStatus('Success', 'amount')}, ${ofStatus('Success', 'walee_share')}, ${ofStatus('Success', 'service_charges')}`;
const upsertFrom = (rows: string) => `
  insert into daily_collection_totals as r (${keys}, ${figures})
  select ${keys}, ${grouped}
  from (${rows}) as d (${keys}, status, n, amount, walee_share, service_charges)
  group by 1, 2
  order by 1, 2
  on conflict on constraint daily_collection_totals_key do update set
    successful = r.successful + excluded.successful, failed = r.failed + excluded.failed, pending = r.pending + excluded.pending,
    amount = r.amount + excluded.amount, walee_share = r.walee_share + excluded.walee_share, service_charges = r.service_charges + excluded.service_charges;`;

export const collectionDayTotalsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table daily_collection_totals (
      business_day date not null, provider text not null,
      successful bigint not null, failed bigint not null, pending bigint not null,
      amount numeric(20,2) not null, walee_share numeric(20,2) not null, service_charges numeric(20,2) not null,
      constraint daily_collection_totals_key unique (business_day, provider))`.execute(db);
    await sql
      .raw(`create function daily_collection_totals_after_change() returns trigger language plpgsql as $$
      declare
        zone text := business_time_zone();
      begin
        if tg_op = 'INSERT' then
          ${upsertFrom(`${rowOf('n', '')} from new_rows n`)}
        elsif tg_op = 'DELETE' then
          ${upsertFrom(`${rowOf('o', '-')} from old_rows o`)}
        else
          ${upsertFrom(`${rowOf('o', '-')} from old_rows o union all ${rowOf('n', '')} from new_rows n`)}
        end if;
        if tg_op <> 'INSERT' then
          delete from daily_collection_totals where successful = 0 and failed = 0 and pending = 0;
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql`create trigger daily_collection_totals_insert after insert on transactions
      referencing new table as new_rows for each statement execute function daily_collection_totals_after_change()`.execute(db);
    await sql`create trigger daily_collection_totals_update after update on transactions
      referencing old table as old_rows new table as new_rows for each statement execute function daily_collection_totals_after_change()`.execute(db);
    await sql`create trigger daily_collection_totals_delete after delete on transactions
      referencing old table as old_rows for each statement execute function daily_collection_totals_after_change()`.execute(db);
    await sql`create function daily_collection_totals_after_truncate() returns trigger language plpgsql as $$
      begin
        delete from daily_collection_totals;
        return null;
      end $$`.execute(db);
    await sql`create trigger daily_collection_totals_truncate after truncate on transactions
      for each statement execute function daily_collection_totals_after_truncate()`.execute(db);
    // Recomputes every group from the table (the backfill now, and after a change of the business time zone).
    await sql
      .raw(`create function rebuild_collection_totals() returns void language plpgsql as $$
      declare
        zone text := business_time_zone();
      begin
        delete from daily_collection_totals;
        insert into daily_collection_totals (${keys}, ${figures})
        select ${keys}, ${grouped}
        from (${rowOf('t', '')} from transactions t) as d (${keys}, status, n, amount, walee_share, service_charges)
        group by 1, 2;
      end $$`)
      .execute(db);
    await sql`select rebuild_collection_totals()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists rebuild_collection_totals()`.execute(db);
    for (const op of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`drop trigger if exists daily_collection_totals_${op} on transactions`).execute(db);
    await sql`drop function if exists daily_collection_totals_after_change()`.execute(db);
    await sql`drop function if exists daily_collection_totals_after_truncate()`.execute(db);
    await sql`drop table if exists daily_collection_totals`.execute(db);
  },
};
