import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0028-analytics-dashboards.md: the Collection Overview and Payout Overview (spec 3 §2, §3)
// read daily roll-ups kept by statement-level triggers, never the source tables per request. The
// pattern is daily_transaction_rollups' (migration 0002): transition tables, one grouped upsert per
// statement in key order (no deadlock between concurrent writers), empty groups removed, truncate
// empties the roll-up, and a rebuild function for a change of the business time zone.
// Self-contained on purpose: a shipped migration never changes with the code around it.

interface Rollup {
  table: string;
  source: string;
  /** Key columns: name, SQL type and the expression over a source row `t` (`zone` is in scope). */
  keys: ReadonlyArray<readonly [name: string, type: string, expression: (t: string) => string]>;
  /** Summed columns: name and the expression over a source row `t`. */
  sums: ReadonlyArray<readonly [name: string, expression: (t: string) => string]>;
}

const money = 'numeric(20,2)';

const collection: Rollup = {
  table: 'daily_collection_rollups',
  source: 'transactions',
  keys: [
    ['business_day', 'date', (t) => `(${t}.transaction_date at time zone zone)::date`],
    ['merchant_id', 'text', (t) => `${t}.merchant_id`],
    ['provider', 'text', (t) => `${t}.provider`],
    ['status', 'text', (t) => `${t}.status`],
  ],
  sums: [
    ['amount', (t) => `${t}.amount`],
    ['walee_share', (t) => `${t}.walee_share_value`],
    // What the merchant does not keep of the amount: the platform's fee and any other charge.
    ['service_charges', (t) => `${t}.amount - ${t}.merchant_share_value`],
  ],
};

const payouts: Rollup = {
  table: 'daily_payout_rollups',
  source: 'loan_requests',
  keys: [
    ['business_day', 'date', (t) => `(${t}.created_at at time zone zone)::date`],
    ['merchant_id', 'text', (t) => `${t}.merchant_id`],
    ['status', 'text', (t) => `${t}.status`],
    ['payout_type', 'text', (t) => `${t}.payout_type`],
    ['bank_name', 'text', (t) => `${t}.bank_name`],
  ],
  sums: [['amount', (t) => `${t}.amount`]],
};

const deposits: Rollup = {
  table: 'daily_deposit_rollups',
  source: 'account_transactions',
  keys: [
    ['business_day', 'date', (t) => `(${t}.created_at at time zone zone)::date`],
    ['merchant_id', 'text', (t) => `${t}.merchant_id`],
  ],
  sums: [
    // In PKR: a USD deposit times its exchange rate, rounded half away from zero to the paisa, as
    // the transferred amount of computeBilledAmount (src/domain/accounts/billed-amount.ts).
    ['deposited_amount', (t) => `case when ${t}.currency = 'USD' then round(${t}.total_amount * ${t}.exchange_rate, 2) else ${t}.total_amount end`],
    ['billed_amount', (t) => `${t}.total_billed_amount`],
  ],
};

const rollups = [collection, payouts, deposits];

function keyNames(r: Rollup): string {
  return r.keys.map(([name]) => name).join(', ');
}

function allNames(r: Rollup): string {
  return `${keyNames(r)}, count, ${r.sums.map(([name]) => name).join(', ')}`;
}

function rowsOf(r: Rollup, t: string, sign: '' | '-'): string {
  const keys = r.keys.map(([, , expression]) => expression(t)).join(', ');
  const sums = r.sums.map(([, expression]) => `${sign}(${expression(t)})`).join(', ');
  return `select ${keys}, ${sign}1, ${sums}`;
}

function upsertFrom(r: Rollup, rows: string): string {
  const positions = r.keys.map((_, index) => index + 1).join(', ');
  const summed = ['count', ...r.sums.map(([name]) => name)];
  return `
    insert into ${r.table} as r (${allNames(r)})
    select ${keyNames(r)}, ${summed.map((name) => `sum(${name})`).join(', ')}
    from (${rows}) as d (${allNames(r)})
    group by ${positions}
    order by ${positions}
    on conflict on constraint ${r.table}_key do update
      set ${summed.map((name) => `${name} = r.${name} + excluded.${name}`).join(', ')};`;
}

function afterChange(r: Rollup): string {
  return `
  declare
    zone text := business_time_zone();
  begin
    if tg_op = 'INSERT' then
      ${upsertFrom(r, `${rowsOf(r, 'n', '')} from new_rows n`)}
    elsif tg_op = 'DELETE' then
      ${upsertFrom(r, `${rowsOf(r, 'o', '-')} from old_rows o`)}
    else
      ${upsertFrom(r, `${rowsOf(r, 'o', '-')} from old_rows o union all ${rowsOf(r, 'n', '')} from new_rows n`)}
    end if;
    if tg_op <> 'INSERT' then
      delete from ${r.table} where count = 0;
    end if;
    return null;
  end`;
}

function rebuildStatements(r: Rollup): string {
  const positions = r.keys.map((_, index) => index + 1).join(', ');
  const keys = r.keys.map(([, , expression]) => expression('t')).join(', ');
  const sums = r.sums.map(([, expression]) => `sum(${expression('t')})`).join(', ');
  return `
    delete from ${r.table};
    insert into ${r.table} (${allNames(r)})
    select ${keys}, count(*), ${sums} from ${r.source} t group by ${positions};`;
}

async function createRollup(db: Kysely<unknown>, r: Rollup): Promise<void> {
  const columns = [
    ...r.keys.map(([name, type]) => `${name} ${type} not null`),
    'count bigint not null',
    ...r.sums.map(([name]) => `${name} ${money} not null`),
  ];
  await sql.raw(`create table ${r.table} (${columns.join(', ')}, constraint ${r.table}_key unique (${keyNames(r)}))`).execute(db);
  await sql.raw(`create index ${r.table}_by_merchant on ${r.table} (merchant_id, business_day)`).execute(db);
  await sql.raw(`create index ${r.table}_empty on ${r.table} (business_day) where count = 0`).execute(db);

  const fn = `${r.table}_after_change`;
  await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$${afterChange(r)}$$`).execute(db);
  await sql
    .raw(`create trigger ${r.table}_insert after insert on ${r.source}
    referencing new table as new_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create trigger ${r.table}_update after update on ${r.source}
    referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create trigger ${r.table}_delete after delete on ${r.source}
    referencing old table as old_rows for each statement execute function ${fn}()`)
    .execute(db);
  await sql
    .raw(`create function ${r.table}_after_truncate() returns trigger language plpgsql as $$
    begin
      delete from ${r.table};
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger ${r.table}_truncate after truncate on ${r.source}
    for each statement execute function ${r.table}_after_truncate()`)
    .execute(db);
}

export const analyticsRollupsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const rollup of rollups) await createRollup(db, rollup);
    // Recomputes every analytics group from its source, e.g. after a change of the business time zone.
    await sql
      .raw(`create function rebuild_analytics_rollups() returns void language plpgsql as $$
      declare
        zone text := business_time_zone();
      begin
        ${rollups.map(rebuildStatements).join('\n')}
      end $$`)
      .execute(db);
    // The backfill: the rows that exist already.
    await sql`select rebuild_analytics_rollups()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop function if exists rebuild_analytics_rollups()`.execute(db);
    for (const r of rollups) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists ${r.table}_${op} on ${r.source}`).execute(db);
      await sql.raw(`drop function if exists ${r.table}_after_change()`).execute(db);
      await sql.raw(`drop function if exists ${r.table}_after_truncate()`).execute(db);
      await sql.raw(`drop table if exists ${r.table}`).execute(db);
    }
  },
};
