import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0033-call-centre-and-refunds.md: one row per refund asked for through the call
// centre, with who asked and when. A transaction has at most one refund that is under way or
// done (the partial unique index), whatever the API does; a failed one leaves room to try again.
export const refundsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('refunds')
      .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
      .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id'))
      .addColumn('transaction_number', 'text', (c) => c.notNull())
      .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
      .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('easypaisa', 'jazzcash')`))
      .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed', 'failed')`))
      .addColumn('idempotency_key', 'text')
      .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('requested_by_name', 'text', (c) => c.notNull())
      .addColumn('provider_reference', 'text')
      .addColumn('provider_response', 'jsonb')
      .addColumn('message', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('completed_at', 'timestamptz')
      .execute();
    await sql`create unique index refunds_one_per_transaction on refunds (transaction_id) where status <> 'failed'`.execute(db);
    await sql`create unique index refunds_by_key on refunds (requested_by, idempotency_key) where idempotency_key is not null`.execute(db);
    await sql`create index refunds_by_transaction on refunds (transaction_id, created_at desc)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('refunds').ifExists().execute();
  },
};
