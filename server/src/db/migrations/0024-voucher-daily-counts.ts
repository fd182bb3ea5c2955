import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0032-vouchers.md: the voucher transactions search counts a date range (with its vendor
// and status filters) from this per-day roll-up instead of every row of the range, as the transaction
// report counts from daily_transaction_rollups. Kept by statement-level triggers with transition
// tables, the pattern of migration 0017: one grouped upsert per statement in key order (no deadlock
// between concurrent writers), empty groups removed, truncate empties it, and a rebuild function for
// a change of the business time zone (applyBusinessTimeZone). Self-contained: a shipped migration
// never changes with the code around it.

const keys = 'business_day, merchant_id, source, status';
const rowOf = (t: string, sign: '' | '-') => `select (${t}.created_at at time zone zone)::date, ${t}.merchant_id, ${t}.source, ${t}.status, ${sign}1`;
const upsertFrom = (rows: string) => `
  insert into daily_voucher_rollups as r (${keys}, count)
  select ${keys}, sum(n) from (${rows}) as d (${keys}, n)
  group by 1, 2, 3, 4
  order by 1, 2, 3, 4
  on conflict on constraint daily_voucher_rollups_key do update set count = r.count + excluded.count;`;

export const voucherDailyCountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table daily_voucher_rollups (
      business_day date not null, merchant_id text not null, source text not null, status text not null, count bigint not null,
      constraint daily_voucher_rollups_key unique (business_day, merchant_id, source, status))`.execute(db);
    await sql`create index daily_voucher_rollups_by_merchant on daily_voucher_rollups (merchant_id, business_day)`.execute(db);
    await sql
      .raw(`create function daily_voucher_rollups_after_change() returns trigger language plpgsql as $$
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
          delete from daily_voucher_rollups where count = 0;
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql`create trigger daily_voucher_rollups_insert after insert on voucher_transactions
      referencing new table as new_rows for each statement execute function daily_voucher_rollups_after_change()`.execute(db);
    await sql`create trigger daily_voucher_rollups_update after update on voucher_transactions
      referencing old table as old_rows new table as new_rows for each statement execute function daily_voucher_rollups_after_change()`.execute(db);
    await sql`create trigger daily_voucher_rollups_delete after delete on voucher_transactions
      referencing old table as old_rows for each statement execute function daily_voucher_rollups_after_change()`.execute(db);
    await sql`create function daily_voucher_rollups_after_truncate() returns trigger language plpgsql as $$
      begin
        delete from daily_voucher_rollups;
        return null;
      end $$`.execute(db);
    await sql`create trigger daily_voucher_rollups_truncate after truncate on voucher_transactions
      for each statement execute function daily_voucher_rollups_after_truncate()`.execute(db);
    // Recomputes every group from the table (the backfill now, and after a change of the business time zone).
    await sql
      .raw(`create function rebuild_voucher_rollups() returns void language plpgsql as $$
      declare
        zone text := business_time_zone();
      begin
        delete from daily_voucher_rollups;
        insert into daily_voucher_rollups (${keys}, count)
        select (t.created_at at time zone zone)::date, t.merchant_id, t.source, t.status, count(*) from voucher_transactions t group by 1, 2, 3, 4;
      end $$`)
      .execute(db);
    await sql`select rebuild_voucher_rollups()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists rebuild_voucher_rollups()`.execute(db);
    for (const op of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`drop trigger if exists daily_voucher_rollups_${op} on voucher_transactions`).execute(db);
    await sql`drop function if exists daily_voucher_rollups_after_change()`.execute(db);
    await sql`drop function if exists daily_voucher_rollups_after_truncate()`.execute(db);
    await sql`drop table if exists daily_voucher_rollups`.execute(db);
  },
};
