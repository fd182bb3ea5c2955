import { sql, type Kysely } from 'kysely';

/** spec 3 §3: payout (loan) requests, the files that decide them, payout accounts and their top-ups. */
export async function createPayoutTables(db: Kysely<unknown>): Promise<void> {
  const money = sql`numeric(18,2)`;
  const percent = sql`numeric(7,4)`;
  await db.schema
    .createTable('file_records')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('no_of_transactions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_records', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_statuses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index file_records_by_date on file_records (created_at desc)`.execute(db);

  await db.schema
    .createTable('loan_requests')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('loan_id', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('merchant_order_id', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending').check(sql`status in ('Pending', 'Approved', 'Rejected')`))
    .addColumn('payout_type', 'text', (c) => c.notNull().check(sql`payout_type in ('WALLET', 'BANK')`))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text')
    .addColumn('bank_no', 'text', (c) => c.notNull())
    .addColumn('cert_name', 'text', (c) => c.notNull())
    .addColumn('cert_id', 'text', (c) => c.notNull())
    .addColumn('beneficiary_email', 'text')
    .addColumn('msisdn', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('job_next_try', 'timestamptz')
    .addColumn('job_next_try_reason', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('file_record_id', 'text', (c) => c.references('file_records.id').onDelete('set null'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('loan_requests_order_per_merchant', ['merchant_id', 'merchant_order_id'])
    .execute();
  await sql`create index loan_requests_by_merchant_date on loan_requests (merchant_id, created_at desc)`.execute(db);
  await sql`create index loan_requests_by_status_date on loan_requests (status, created_at desc)`.execute(db);
  await sql`create index loan_requests_by_date on loan_requests (created_at desc)`.execute(db);

  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('merchant_id', 'text', (c) => c.notNull().unique().references('merchants.id'))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('PKR'))
    // docs/spec/decisions.md §3: a payout can never take the account below zero, whatever races the API loses.
    .addColumn('available_balance', money, (c) => c.notNull().defaultTo(0).check(sql`available_balance >= 0`))
    .addColumn('total_transactions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_transactions_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`new_object_id()`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('PKR', 'USD')`))
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('IBFT', 'CASH', 'SETTLEMENT', 'USD-DEPOSIT', 'INWARD-REMITTANCE')`))
    .addColumn('total_amount', money, (c) => c.notNull().check(sql`total_amount >= 0`))
    .addColumn('total_billed_amount', money, (c) => c.notNull())
    .addColumn('exchange_rate', sql`numeric(12,4)`, (c) => c.check(sql`exchange_rate > 0`))
    .addColumn('walee_commission', percent, (c) => c.notNull())
    .addColumn('sbp_charges', percent, (c) => c.notNull())
    .addColumn('service_sales_tax', percent, (c) => c.notNull())
    .addColumn('with_holding_charges', percent, (c) => c.notNull())
    .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // spec 3 §5: each percent 0 to 99; USD needs an exchange rate.
    .addCheckConstraint(
      'account_transactions_percents',
      sql`walee_commission between 0 and 99 and sbp_charges between 0 and 99 and service_sales_tax between 0 and 99 and with_holding_charges between 0 and 99`,
    )
    .addCheckConstraint('account_transactions_usd_rate', sql`currency <> 'USD' or exchange_rate is not null`)
    .execute();
  await sql`create index account_transactions_by_merchant_date on account_transactions (merchant_id, created_at desc)`.execute(db);
}
