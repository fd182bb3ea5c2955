import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0012-reports.md: the transaction report counts a range from this narrow per-day
// roll-up (business day, country, currency, merchant, status) instead of daily_transaction_rollups,
// whose service, provider and failure-message keys made a year of counts 45,000 rows to sum (32 ms
// at 1M transactions) where this one holds about 3,300 (1.5 ms). Country and currency are the
// row's own, the columns the report's pages filter on. Kept by statement-level triggers with
// transition tables, the pattern of migrations 0017 and 0024: one grouped upsert per statement in
// key order (no deadlock between concurrent writers), empty groups removed, truncate empties it,
// and a rebuild function for a change of the business time zone (applyBusinessTimeZone).
// Self-contained: a shipped migration never changes with the code around it.

const keys = 'business_day, country, currency, merchant_id, status';
const rowOf = (t: string, sign: '' | '-') =>
  `select (${t}.transaction_date at time zone zone)::date, ${t}.country, ${t}.currency, ${t}.merchant_id, ${t}.status, ${sign}1`;
const upsertFrom = (rows: string) => `
  insert into daily_report_counts as r (${keys}, count)
  select ${keys}, sum(n) from (${rows}) as d (${keys}, n)
  group by 1, 2, 3, 4, 5
  order by 1, 2, 3, 4, 5
  on conflict on constraint daily_report_counts_key do update set count = r.count + excluded.count;`;

export const reportDailyCountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table daily_report_counts (
      business_day date not null, country text not null, currency text not null, merchant_id text not null, status text not null,
      count bigint not null,
      constraint daily_report_counts_key unique (business_day, country, currency, merchant_id, status))`.execute(db);
    await sql`create index daily_report_counts_by_merchant on daily_report_counts (merchant_id, business_day)`.execute(db);
    await sql
      .raw(`create function daily_report_counts_after_change() returns trigger language plpgsql as $$
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
          delete from daily_report_counts where count = 0;
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql`create trigger daily_report_counts_insert after insert on transactions
      referencing new table as new_rows for each statement execute function daily_report_counts_after_change()`.execute(db);
    await sql`create trigger daily_report_counts_update after update on transactions
      referencing old table as old_rows new table as new_rows for each statement execute function daily_report_counts_after_change()`.execute(db);
    await sql`create trigger daily_report_counts_delete after delete on transactions
      referencing old table as old_rows for each statement execute function daily_report_counts_after_change()`.execute(db);
    await sql`create function daily_report_counts_after_truncate() returns trigger language plpgsql as $$
      begin
        delete from daily_report_counts;
        return null;
      end $$`.execute(db);
    await sql`create trigger daily_report_counts_truncate after truncate on transactions
      for each statement execute function daily_report_counts_after_truncate()`.execute(db);
    // Recomputes every group from the table (the backfill now, and after a change of the business time zone).
    await sql
      .raw(`create function rebuild_report_counts() returns void language plpgsql as $$
      declare
        zone text := business_time_zone();
      begin
        delete from daily_report_counts;
        insert into daily_report_counts (${keys}, count)
        select (t.transaction_date at time zone zone)::date, t.country, t.currency, t.merchant_id, t.status, count(*)
        from transactions t group by 1, 2, 3, 4, 5;
      end $$`)
      .execute(db);
    await sql`select rebuild_report_counts()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists rebuild_report_counts()`.execute(db);
    for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists daily_report_counts_${op} on transactions`).execute(db);
    await sql`drop function if exists daily_report_counts_after_change()`.execute(db);
    await sql`drop function if exists daily_report_counts_after_truncate()`.execute(db);
    await sql`drop table if exists daily_report_counts`.execute(db);
  },
};
