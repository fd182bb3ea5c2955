import { sql, type Kysely } from 'kysely';

/** spec 3 §3: payment sessions of the hosted checkout, provider logs and merchants' checkout requests. */
export async function createCheckoutTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('msisdn', 'text')
    .addColumn('email', 'text')
    .addColumn('cnic', 'text')
    .addColumn('payment_methods', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Created').check(sql`status in ('Created', 'Pending', 'Paid', 'Failed', 'Expired')`))
    .addColumn('provider', 'text', (c) => c.check(sql`provider in ('easypaisa', 'jazzcash', 'card', 'fawry')`))
    .addColumn('merchant_ref_number', 'text')
    .addColumn('transaction_id', 'text', (c) => c.references('transactions.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index checkout_sessions_by_order on checkout_sessions (service_id, order_id)`.execute(db);
  await sql`create index checkout_sessions_by_ref on checkout_sessions (merchant_ref_number) where merchant_ref_number is not null`.execute(db);

  await db.schema
    .createTable('checkout_logs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('service_id', 'text')
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index checkout_logs_by_date on checkout_logs (created_at desc)`.execute(db);
  await sql`create index checkout_logs_by_order on checkout_logs (order_id)`.execute(db);

  await db.schema
    .createTable('checkout_requests')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('service_id', 'text', (c) => c.notNull())
    .addColumn('msisdn', 'text')
    .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull())
    .addColumn('product', 'text')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index checkout_requests_by_date on checkout_requests (created_at desc)`.execute(db);
  await sql`create index checkout_requests_by_order on checkout_requests (order_id)`.execute(db);
}
