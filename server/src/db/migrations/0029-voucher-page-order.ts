import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The voucher transactions' pages (spec 3 §2 Vouchers) in date order with the id that breaks ties,
// carrying the columns the grid filters on without text (status, vendor), as 0019 did for the
// transaction report: a page's ids come from an index-only scan in their final order. The
// date-only indexes of 0002 needed the table for every skipped row and a sort of each day's ties
// (a 30-day page 50: 505 buffers, 1 ms, where this reads about a tenth). Same leading columns, so
// inserts maintain as many indexes as before.
export const voucherPageOrderMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index voucher_transactions_page_by_date on voucher_transactions (created_at desc, id desc) include (merchant_id, status, source)`.execute(
      db,
    );
    await sql`create index voucher_transactions_page_by_merchant_date on voucher_transactions (merchant_id, created_at desc, id desc) include (status, source)`.execute(
      db,
    );
    await sql`drop index if exists voucher_transactions_by_date`.execute(db);
    await sql`drop index if exists voucher_transactions_by_merchant_date`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`create index if not exists voucher_transactions_by_merchant_date on voucher_transactions (merchant_id, created_at desc)`.execute(db);
    await sql`create index if not exists voucher_transactions_by_date on voucher_transactions (created_at desc)`.execute(db);
    await sql`drop index if exists voucher_transactions_page_by_merchant_date`.execute(db);
    await sql`drop index if exists voucher_transactions_page_by_date`.execute(db);
  },
};
