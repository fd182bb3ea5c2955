import { sql, type Kysely } from 'kysely';

/** spec 1 §3 Settlement and CSV job. */
export async function createReportTables(db: Kysely<unknown>): Promise<void> {
  const money = sql`numeric(18,2)`;
  const percent = sql`numeric(7,4)`;
  await db.schema
    .createTable('settlements')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('transaction_date', 'timestamptz', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addColumn('total_revenue', money, (c) => c.notNull())
    .addColumn('walee_share', money, (c) => c.notNull())
    .addColumn('walee_share_percentage', percent, (c) => c.notNull())
    .addColumn('merchant_share', money, (c) => c.notNull())
    .addColumn('merchant_share_percentage', percent, (c) => c.notNull())
    .addColumn('sub_total', money, (c) => c.notNull())
    .addColumn('remittance_charges', money, (c) => c.notNull())
    .addColumn('remittance_charges_percentage', percent, (c) => c.notNull())
    .addColumn('net_transfer_amount', money, (c) => c.notNull())
    .addColumn('exchange_rate', sql`numeric(12,4)`, (c) => c.notNull().check(sql`exchange_rate > 0`))
    .addColumn('net_settled_amount', money, (c) => c.notNull())
    .addColumn('gross_settled_amount', money, (c) => c.notNull())
    .addColumn('local_currency', 'text', (c) => c.notNull())
    .addColumn('settled_currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Paid').check(sql`status = 'Paid'`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('settlements_period_in_order', sql`date_from <= date_to`)
    .execute();
  await sql`create index settlements_by_merchant_date on settlements (merchant_id, transaction_date desc)`.execute(db);
  await sql`create index settlements_by_date on settlements (transaction_date desc)`.execute(db);

  await db.schema
    .createTable('csv_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('merchant_id', 'text', (c) => c.references('merchants.id'))
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('query', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'inprogress', 'completed', 'failed', 'cancelled', 'deleted')`),
    )
    .addColumn('completed_records', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_records', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('file_path', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index csv_jobs_by_merchant_date on csv_jobs (merchant_id, created_at desc)`.execute(db);
  await sql`create index csv_jobs_by_status on csv_jobs (status, created_at)`.execute(db);
}
