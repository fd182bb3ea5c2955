import { sql, type Kysely } from 'kysely';

/** Services and the Easypaisa stores they draw on (spec 2 §3 Service, Store). */
export async function createCatalogueTables(db: Kysely<unknown>): Promise<void> {
  // A Mongo-style id (8 hex seconds + 16 random hex) for rows made in SQL: the generator, the
  // seed. Application code may pass its own id instead.
  await sql`
    create function new_object_id() returns text language sql volatile as $$
      select lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0')
        || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)
    $$`.execute(db);

  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('service_id', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('jc_service_name', 'text')
    .addColumn('ep_service_name', 'text')
    .addColumn('cc_service_name', 'text')
    .addColumn('service_provider', 'text', (c) => c.notNull().defaultTo('Easypaisa'))
    .addColumn('operator_name', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', sql`numeric(18,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('merchant_share', sql`numeric(7,4)`, (c) => c.notNull())
    .addColumn('walee_share', sql`numeric(7,4)`, (c) => c.notNull())
    .addColumn('carrier_share', sql`numeric(7,4)`, (c) => c.notNull().defaultTo(0))
    .addColumn('payout_share', sql`numeric(7,4)`, (c) => c.notNull().defaultTo(0))
    .addColumn('service_type', 'text', (c) => c.notNull().check(sql`service_type in ('Loan', 'Voucher', 'Others')`))
    .addColumn('payment_methods', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('portal_url', 'text')
    .addColumn('notification_api', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // spec 2 §9: percent fields up to 99 (a single share may be the whole 100).
    .addCheckConstraint(
      'services_shares_are_percents',
      sql`merchant_share between 0 and 100 and walee_share between 0 and 100 and carrier_share between 0 and 100 and payout_share between 0 and 100`,
    )
    // Lets transactions check service and merchant in one foreign key (transaction-tables.ts).
    .addUniqueConstraint('services_id_merchant', ['id', 'merchant_id'])
    .execute();
  await db.schema.createIndex('services_by_merchant').on('services').column('merchant_id').execute();

  await db.schema
    .createTable('stores')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ep_store_id', 'text', (c) => c.notNull().unique())
    .addColumn('ep_store_key', 'text', (c) => c.notNull())
    .addColumn('ep_store_account_number', 'text', (c) => c.notNull())
    .addColumn('ep_service_name', 'text', (c) => c.notNull())
    .addColumn('balance', sql`numeric(18,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stores_by_ep_service').on('stores').column('ep_service_name').execute();

  await db.schema
    .createTable('service_stores')
    .addColumn('service_id', 'text', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('service_stores_key', ['service_id', 'store_id'])
    .execute();
  await db.schema.createIndex('service_stores_by_store').on('service_stores').column('store_id').execute();
}
