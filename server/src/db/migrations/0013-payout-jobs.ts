import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0025-payouts.md: the durable disbursal queue (one job per approved request, claimed with
// FOR UPDATE SKIP LOCKED), the idempotency key of an added request, and the search lookups of the list.
export const payoutJobsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payout_jobs')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      // One disbursal per request: a second approval cannot queue a second send.
      .addColumn('loan_request_id', 'text', (c) => c.notNull().unique().references('loan_requests.id'))
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('easypaisa', 'jazzcash')`))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued').check(sql`state in ('queued', 'done', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index payout_jobs_due on payout_jobs (next_run_at) where state = 'queued'`.execute(db);

    await db.schema.alterTable('loan_requests').addColumn('idempotency_key', 'text').execute();
    // Loan ids of added requests: LN + 8 digits, above the numbers the demo data and old imports use.
    await sql`create sequence loan_request_numbers start 50000000`.execute(db);
    await sql`create unique index loan_requests_idempotency on loan_requests (merchant_id, idempotency_key) where idempotency_key is not null`.execute(db);
    await sql`create index loan_requests_by_msisdn on loan_requests (msisdn)`.execute(db);
    await sql`create index loan_requests_by_order_id on loan_requests (merchant_order_id)`.execute(db);
    await sql`create index loan_requests_by_cert_name on loan_requests (lower(cert_name) text_pattern_ops)`.execute(db);
    // The list's sort orders, with the id as the tie-breaker (docs/decisions/0025-payouts.md).
    await sql`create index loan_requests_by_date_id on loan_requests (created_at, id)`.execute(db);
    await sql`create index loan_requests_by_merchant_date_id on loan_requests (merchant_id, created_at, id)`.execute(db);
    await sql`create index loan_requests_by_amount_id on loan_requests (amount, id)`.execute(db);
    // The list's total without a text or date filter comes from per-merchant, per-status counts, kept by
    // statement triggers (bulk inserts and uploads count once per statement), so no call counts a million rows.
    await db.schema
      .createTable('loan_request_counts')
      .addColumn('merchant_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('loan_request_counts_pk', ['merchant_id', 'status'])
      .execute();
    await sql`
      create function count_loan_requests() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into loan_request_counts (merchant_id, status, n)
          select merchant_id, status, -count(*) from old_rows group by merchant_id, status
          on conflict (merchant_id, status) do update set n = loan_request_counts.n + excluded.n;
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into loan_request_counts (merchant_id, status, n)
          select merchant_id, status, count(*) from new_rows group by merchant_id, status
          on conflict (merchant_id, status) do update set n = loan_request_counts.n + excluded.n;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger loan_requests_count_insert after insert on loan_requests referencing new table as new_rows for each statement execute function count_loan_requests()`.execute(
      db,
    );
    await sql`create trigger loan_requests_count_update after update on loan_requests referencing old table as old_rows new table as new_rows for each statement execute function count_loan_requests()`.execute(
      db,
    );
    await sql`create trigger loan_requests_count_delete after delete on loan_requests referencing old table as old_rows for each statement execute function count_loan_requests()`.execute(
      db,
    );
    await sql`
      insert into loan_request_counts (merchant_id, status, n)
      select merchant_id, status, count(*) from loan_requests group by merchant_id, status`.execute(db);
    // The auto payment looks for Pending requests of one bank, oldest first.
    await sql`create index loan_requests_pending_by_bank on loan_requests (lower(bank_name), created_at) where status = 'Pending'`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop trigger if exists loan_requests_count_insert on loan_requests`.execute(db);
    await sql`drop trigger if exists loan_requests_count_update on loan_requests`.execute(db);
    await sql`drop trigger if exists loan_requests_count_delete on loan_requests`.execute(db);
    await sql`drop function if exists count_loan_requests()`.execute(db);
    await db.schema.dropTable('loan_request_counts').ifExists().execute();
    await sql`drop index if exists loan_requests_by_amount_id`.execute(db);
    await sql`drop index if exists loan_requests_by_merchant_date_id`.execute(db);
    await sql`drop index if exists loan_requests_by_date_id`.execute(db);
    await sql`drop index if exists loan_requests_pending_by_bank`.execute(db);
    await sql`drop index if exists loan_requests_by_cert_name`.execute(db);
    await sql`drop index if exists loan_requests_by_order_id`.execute(db);
    await sql`drop index if exists loan_requests_by_msisdn`.execute(db);
    await sql`drop index if exists loan_requests_idempotency`.execute(db);
    await sql`drop sequence if exists loan_request_numbers`.execute(db);
    await db.schema.alterTable('loan_requests').dropColumn('idempotency_key').execute();
    await db.schema.dropTable('payout_jobs').ifExists().execute();
  },
};
