import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: completed refunds are read by the day they were
 * completed (per merchant for revenue and settlements, for all merchants on the dashboards), and a
 * settlement keeps the refunds of earlier payments it took off its revenue as adjustment lines, each
 * refund in at most one settlement. Self-contained: a shipped migration never changes with the code.
 */
export const refundsInMoneyFiguresMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index refunds_completed_by_merchant on refunds (merchant_id, completed_at) include (amount, service_id, transaction_id) where status = 'completed'`.execute(
      db,
    );
    await sql`create index refunds_completed_by_day on refunds (completed_at) include (amount, merchant_id, provider) where status = 'completed'`.execute(db);
    await db.schema
      .createTable('settlement_adjustments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('settlement_id', 'text', (c) => c.notNull().references('settlements.id'))
      .addColumn('refund_id', 'text', (c) => c.notNull().unique().references('refunds.id'))
      .addColumn('transaction_number', 'text', (c) => c.notNull())
      .addColumn('payment_day', 'date', (c) => c.notNull())
      .addColumn('refund_day', 'date', (c) => c.notNull())
      .addColumn('amount', sql`numeric(18,2)`, (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('walee_share', sql`numeric(18,2)`, (c) => c.notNull())
      .addColumn('merchant_share', sql`numeric(18,2)`, (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .execute();
    await sql`create index settlement_adjustments_by_settlement on settlement_adjustments (settlement_id, refund_day)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('settlement_adjustments').ifExists().execute();
    await sql`drop index if exists refunds_completed_by_day`.execute(db);
    await sql`drop index if exists refunds_completed_by_merchant`.execute(db);
  },
};
