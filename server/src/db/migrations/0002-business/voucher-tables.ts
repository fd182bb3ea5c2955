import { sql, type Kysely } from 'kysely';

/** spec 3 §3: voucher requests and transactions (Unipin and Gamepoint) and the USD exchange rate. */
export async function createVoucherTables(db: Kysely<unknown>): Promise<void> {
  const money = sql`numeric(18,2)`;
  const vendor = sql`source in ('Unipin', 'Gamepoint')`;
  const outcome = sql`status in ('SUCCESS', 'FAILED', 'PENDING')`;
  await db.schema
    .createTable('voucher_requests')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('service_id', 'text', (c) => c.references('services.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(vendor))
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(outcome))
    .addColumn('response_payload', 'jsonb')
    .addColumn('financial_summary', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index voucher_requests_by_merchant_date on voucher_requests (merchant_id, created_at desc)`.execute(db);
  await sql`create index voucher_requests_by_date on voucher_requests (created_at desc)`.execute(db);

  await db.schema
    .createTable('voucher_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('payment_transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_order_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(vendor))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('service_id', 'text', (c) => c.references('services.id'))
    .addColumn('voucher_request_id', 'text', (c) => c.references('voucher_requests.id').onDelete('set null'))
    .addColumn('users', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(outcome))
    .addColumn('carrier_share_value', money, (c) => c.notNull().defaultTo(0))
    .addColumn('merchant_share_value', money, (c) => c.notNull())
    .addColumn('walee_share_value', money, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index voucher_transactions_by_date on voucher_transactions (created_at desc)`.execute(db);
  await sql`create index voucher_transactions_by_merchant_date on voucher_transactions (merchant_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('voucher_rates')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('rate', sql`numeric(12,4)`, (c) => c.notNull().check(sql`rate > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index voucher_rates_by_date on voucher_rates (currency, created_at desc)`.execute(db);
}
