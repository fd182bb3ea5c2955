import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0027-administration-grids.md: the users and services grids answer their count from
// rows kept by statement-level triggers (the pattern of the daily roll-ups, migration 0017): one
// row per organisation and one total row (organisation '' of type ''), counting the live rows
// (deleted_at is null). A statement that leaves a group's count as it was (a rename, a sign-in
// stamp) writes no count row. Whatever writes the table (the API, a seed, psql), a create, soft delete,
// restore, move to another organisation or hard delete moves the counts in the same statement;
// groups are upserted in key order, the total first, so concurrent writers never deadlock. The
// services grid also pages through its order index, as the users grid does (migration 0021).
// Self-contained: a shipped migration never changes with the code around it.

interface Counted {
  source: 'users' | 'services';
  /** The organisation's type and id over a source row `t`. */
  type: (t: string) => string;
  id: (t: string) => string;
}

const counted: readonly Counted[] = [
  { source: 'users', type: (t) => `${t}.user_type`, id: (t) => `${t}.user_type_id` },
  { source: 'services', type: () => `'Merchant'`, id: (t) => `${t}.merchant_id` },
];

const liveRows = (c: Counted, table: string, t: string, sign: '' | '-') =>
  `select ${c.type(t)}, ${c.id(t)}, ${sign}1 from ${table} ${t} where ${t}.deleted_at is null`;

const upsertFrom = (c: Counted, rows: string) => `
  insert into grid_counts as g (source, organisation_type, organisation_id, count)
  select '${c.source}', coalesce(kind, ''), coalesce(organisation, ''), sum(n)
  from (${rows}) as d (kind, organisation, n)
  group by grouping sets ((kind, organisation), ())
  having sum(n) <> 0
  order by 2, 3
  on conflict on constraint grid_counts_key do update set count = g.count + excluded.count;`;

async function createCounts(db: Kysely<unknown>, c: Counted): Promise<void> {
  const fn = `grid_counts_${c.source}_after_change`;
  await sql
    .raw(`create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${upsertFrom(c, liveRows(c, 'new_rows', 'n', ''))}
      elsif tg_op = 'DELETE' then
        ${upsertFrom(c, liveRows(c, 'old_rows', 'o', '-'))}
      else
        ${upsertFrom(c, `${liveRows(c, 'old_rows', 'o', '-')} union all ${liveRows(c, 'new_rows', 'n', '')}`)}
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger grid_counts_insert after insert on ${c.source}
    referencing new table as new_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create trigger grid_counts_update after update on ${c.source}
    referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create trigger grid_counts_delete after delete on ${c.source}
    referencing old table as old_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create function grid_counts_${c.source}_after_truncate() returns trigger language plpgsql as $$
    begin
      delete from grid_counts where source = '${c.source}';
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger grid_counts_truncate after truncate on ${c.source}
    for each statement execute function grid_counts_${c.source}_after_truncate()`)
    .execute(db);
  // The backfill: the rows that exist already.
  await sql.raw(upsertFrom(c, liveRows(c, c.source, 't', ''))).execute(db);
}

export const gridCountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table grid_counts (
      source text not null, organisation_type text not null, organisation_id text not null, count bigint not null,
      constraint grid_counts_key primary key (source, organisation_type, organisation_id))`.execute(db);
    for (const c of counted) await createCounts(db, c);
    await sql`create index services_grid_order on services (created_at desc, id desc) where deleted_at is null`.execute(db);
    await sql`create index services_grid_order_by_merchant on services (merchant_id, created_at desc, id desc) where deleted_at is null`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists services_grid_order_by_merchant`.execute(db);
    await sql`drop index if exists services_grid_order`.execute(db);
    for (const c of counted) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists grid_counts_${op} on ${c.source}`).execute(db);
      await sql.raw(`drop function if exists grid_counts_${c.source}_after_change()`).execute(db);
      await sql.raw(`drop function if exists grid_counts_${c.source}_after_truncate()`).execute(db);
    }
    await sql`drop table if exists grid_counts`.execute(db);
  },
};
