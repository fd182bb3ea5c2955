import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0022-payout-ledger.md and docs/decisions/0023-audit-log.md: a payout account's balance is the sum of its
// immutable entries, and every staff change is written to an append-only audit log. Both tables
// refuse updates and deletes in the database itself (refuse_history_change, migration 0007).
export const payoutLedgerAndAuditLogMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payout_ledger_entries')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('account_id', 'text', (c) => c.notNull().references('payout_accounts.id'))
      .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('opening', 'top-up', 'top-up-correction', 'payout', 'payout-reversal')`))
      .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`amount <> 0`))
      .addColumn('balance_after', sql`numeric(18,2)`, (c) => c.notNull().check(sql`balance_after >= 0`))
      .addColumn('reference_type', 'text', (c) => c.notNull())
      .addColumn('reference_id', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'payout_ledger_direction',
        sql`(kind in ('payout') and amount < 0) or (kind in ('opening', 'top-up', 'payout-reversal') and amount > 0) or kind = 'top-up-correction'`,
      )
      .execute();
    await sql`create index payout_ledger_by_account on payout_ledger_entries (account_id, id)`.execute(db);
    // A payout request is debited at most once and reversed at most once, whatever the API does.
    await sql`create unique index payout_ledger_one_payout on payout_ledger_entries (reference_id) where kind = 'payout'`.execute(db);
    await sql`create unique index payout_ledger_one_reversal on payout_ledger_entries (reference_id) where kind = 'payout-reversal'`.execute(db);
    await sql`create trigger payout_ledger_append_only before update or delete on payout_ledger_entries for each row execute function refuse_history_change()`.execute(
      db,
    );
    // Balances kept before the ledger become each account's opening entry, so balance = sum(entries) holds for every account.
    await sql`
      insert into payout_ledger_entries (account_id, merchant_id, kind, amount, balance_after, reference_type, description)
      select id, merchant_id, 'opening', available_balance, available_balance, 'opening', 'Opening balance'
      from payout_accounts where available_balance > 0`.execute(db);

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text')
      .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await sql`create index audit_log_by_time on audit_log (at desc, id desc)`.execute(db);
    await sql`create index audit_log_by_target on audit_log (target_type, target_id, id)`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log for each row execute function refuse_history_change()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('audit_log').ifExists().execute();
    await db.schema.dropTable('payout_ledger_entries').ifExists().execute();
  },
};
