import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0035-reconciliation.md: a lost attempt's late charge given back and an orphan charge
 * refunded from the reconciliation screen keep the id the provider gave the refund, the one its statement
 * lists the refund under (a wallet's own refund id, not the payment's reference). Those given back before
 * were given back where the provider's id was the payment's reference: they keep that.
 */
export const refundReferencesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('checkout_attempts').addColumn('refund_reference', 'text').execute();
    await db.schema.alterTable('reconciliation_lines').addColumn('refund_reference', 'text').execute();
    await sql`update checkout_attempts set refund_reference = merchant_ref_number where state = 'voided'`.execute(db);
    await sql`update reconciliation_lines set refund_reference = provider_reference where resolution = 'refunded'`.execute(db);
  },
};
