import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0024-payout-accounts.md: an account transaction is hidden, never erased, when it is
// deleted (docs/spec/decisions.md §8); a create may carry an idempotency key so a double submit
// makes one top-up; and each top-up is credited to the ledger at most once.
export const accountTransactionCorrectionsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table account_transactions add column deleted_at timestamptz`.execute(db);
    await sql`alter table account_transactions add column deleted_by text references users (id) on delete set null`.execute(db);
    await sql`alter table account_transactions add column idempotency_key text`.execute(db);
    await sql`create unique index account_transactions_idempotency_key on account_transactions (idempotency_key) where idempotency_key is not null`.execute(db);
    await sql`create index account_transactions_live_by_merchant on account_transactions (merchant_id, created_at desc, id desc) where deleted_at is null`.execute(
      db,
    );
    await sql`create unique index payout_ledger_one_top_up on payout_ledger_entries (reference_id) where kind = 'top-up'`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists payout_ledger_one_top_up`.execute(db);
    await sql`drop index if exists account_transactions_live_by_merchant`.execute(db);
    await sql`drop index if exists account_transactions_idempotency_key`.execute(db);
    await sql`alter table account_transactions drop column if exists idempotency_key`.execute(db);
    await sql`alter table account_transactions drop column if exists deleted_by`.execute(db);
    await sql`alter table account_transactions drop column if exists deleted_at`.execute(db);
  },
};
