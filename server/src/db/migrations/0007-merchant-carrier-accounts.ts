import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// spec 2 §2.2, §2.3 and docs/spec/decisions.md §8: merchants and carriers are hidden, never erased,
// their names are unique among the live ones, their history is an append-only table the server
// writes in the same transaction as the change, and a merchant's balance top-ups are kept, each
// with the idempotency key that lets a repeated submit answer the first result.
export const merchantCarrierAccountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const table of ['merchants', 'operators']) {
      await db.schema.alterTable(table).addColumn('deleted_at', 'timestamptz').execute();
    }
    // The server trims names before it stores them, so lower(name) is the comparison key.
    await sql`create unique index merchants_live_name on merchants (lower(name)) where deleted_at is null`.execute(db);
    await sql`create unique index operators_live_name on operators (lower(name)) where deleted_at is null`.execute(db);

    const actions = sql`action in ('created', 'edited', 'status-changed', 'balance-added', 'keys-revealed', 'deleted')`;
    for (const [table, owner, column] of [
      ['merchant_history', 'merchants', 'merchant_id'],
      ['carrier_history', 'operators', 'operator_id'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn(column, 'text', (c) => c.notNull().references(`${owner}.id`))
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(actions))
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();
      await sql.raw(`create index ${table}_by_owner on ${table} (${column}, id)`).execute(db);
    }
    // Append-only in the database itself: no statement of any client or bug can rewrite the past.
    await sql`
      create function refuse_history_change() returns trigger language plpgsql as $$
      begin
        raise exception 'history is append-only' using errcode = 'insufficient_privilege';
      end $$`.execute(db);
    for (const table of ['merchant_history', 'carrier_history']) {
      await sql
        .raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function refuse_history_change()`)
        .execute(db);
    }

    await db.schema
      .createTable('merchant_balance_top_ups')
      .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
      .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
      .addColumn('idempotency_key', 'text')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('gross_amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`gross_amount > 0`))
      .addColumn('tax', sql`numeric(7,4)`, (c) => c.notNull().check(sql`tax between 0 and 99`))
      .addColumn('tax_amount', sql`numeric(18,2)`, (c) => c.notNull())
      .addColumn('net_amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`net_amount >= 0`))
      .addColumn('balance_after', sql`numeric(18,2)`)
      // The answer sent the first time, sent again for a repeated idempotency key.
      .addColumn('response', 'jsonb')
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('merchant_balance_top_ups_split', sql`tax_amount + net_amount = gross_amount`)
      // Null keys are distinct, so top-ups without a key never collide.
      .addUniqueConstraint('merchant_balance_top_ups_key', ['merchant_id', 'idempotency_key'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['merchant_balance_top_ups', 'carrier_history', 'merchant_history']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await sql`drop function if exists refuse_history_change()`.execute(db);
    await sql`drop index if exists operators_live_name`.execute(db);
    await sql`drop index if exists merchants_live_name`.execute(db);
    for (const table of ['merchants', 'operators']) {
      await db.schema.alterTable(table).dropColumn('deleted_at').execute();
    }
  },
};
