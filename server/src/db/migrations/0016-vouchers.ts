import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0032-vouchers.md: a purchase is idempotent per merchant and key (a repeated key finds
 * the first purchase and its answer), remembers who bought, and the transaction search's equals on
 * the typed ids is an index lookup, as the report's is (migration 0004).
 */
export const vouchersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table voucher_requests add column idempotency_key text`.execute(db);
    await sql`alter table voucher_requests add column created_by text references users(id) on delete set null`.execute(db);
    await sql`alter table voucher_requests add column purchase_answer jsonb`.execute(db);
    await sql`create unique index voucher_requests_by_key on voucher_requests (merchant_id, idempotency_key) where idempotency_key is not null`.execute(db);
    await sql`create index voucher_transactions_by_order on voucher_transactions (lower(payment_order_id))`.execute(db);
    await sql`create index voucher_transactions_by_payment on voucher_transactions (lower(payment_transaction_id))`.execute(db);
    // Sorting a long range by amount reads this index in order instead of sorting every row (as 0006 does for the report).
    await sql`create index voucher_transactions_by_amount on voucher_transactions (amount, id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists voucher_transactions_by_amount`.execute(db);
    await sql`drop index if exists voucher_transactions_by_payment`.execute(db);
    await sql`drop index if exists voucher_transactions_by_order`.execute(db);
    await sql`drop index if exists voucher_requests_by_key`.execute(db);
    await sql`alter table voucher_requests drop column if exists purchase_answer`.execute(db);
    await sql`alter table voucher_requests drop column if exists created_by`.execute(db);
    await sql`alter table voucher_requests drop column if exists idempotency_key`.execute(db);
  },
};
