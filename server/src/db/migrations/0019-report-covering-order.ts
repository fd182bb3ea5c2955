import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The transaction report's pages (spec 1 §2) in date order, newest first, with the id that breaks
// ties, carrying the columns every report filters on: a page's keys are found by an index-only
// scan (server/src/reports/transaction-report.repository.ts, deferred join), and only the rows
// shown are read from the table, however deep the page. They replace the date-only indexes of
// 0002 (same leading columns), so inserts maintain as many indexes as before.
export const reportCoveringOrderMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index transactions_report_by_date on transactions (transaction_date desc, id desc) include (country, currency, merchant_id, status)`.execute(
      db,
    );
    await sql`create index transactions_report_by_merchant_date on transactions (merchant_id, transaction_date desc, id desc) include (country, currency, status)`.execute(
      db,
    );
    await sql`drop index if exists transactions_by_date`.execute(db);
    await sql`drop index if exists transactions_by_merchant_date`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`create index if not exists transactions_by_merchant_date on transactions (merchant_id, transaction_date desc)`.execute(db);
    await sql`create index if not exists transactions_by_date on transactions (transaction_date desc)`.execute(db);
    await sql`drop index if exists transactions_report_by_merchant_date`.execute(db);
    await sql`drop index if exists transactions_report_by_date`.execute(db);
  },
};
