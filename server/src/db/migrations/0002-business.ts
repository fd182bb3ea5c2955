import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createCatalogueTables } from './0002-business/catalogue-tables';
import { createCheckoutTables } from './0002-business/checkout-tables';
import { createDailyRollups } from './0002-business/daily-rollups';
import { createPayoutTables } from './0002-business/payout-tables';
import { createReportTables } from './0002-business/report-tables';
import { createTransactionTables } from './0002-business/transaction-tables';
import { createVoucherTables } from './0002-business/voucher-tables';

const tablesNewestFirst = [
  'checkout_requests',
  'checkout_logs',
  'checkout_sessions',
  'voucher_rates',
  'voucher_transactions',
  'voucher_requests',
  'account_transactions',
  'payout_accounts',
  'loan_requests',
  'file_records',
  'csv_jobs',
  'settlements',
  'daily_transaction_rollups',
  'transactions',
  'service_stores',
  'stores',
  'services',
];

/** The business records (spec 1-3 §3) on top of the core's organisations and users. */
export const businessMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await createCatalogueTables(db);
    await createTransactionTables(db);
    await createDailyRollups(db);
    await createReportTables(db);
    await createPayoutTables(db);
    await createVoucherTables(db);
    await createCheckoutTables(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of tablesNewestFirst) await db.schema.dropTable(table).ifExists().cascade().execute();
    for (const fn of [
      'rebuild_daily_transaction_rollups()',
      'transactions_rollup_after_truncate()',
      'transactions_rollup_after_change()',
      'business_day(timestamptz)',
      'business_time_zone()',
      'new_object_id()',
    ]) {
      await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
    }
    await sql`drop sequence if exists transaction_number_seq`.execute(db);
  },
};
