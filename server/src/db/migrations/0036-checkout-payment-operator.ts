import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0031-hosted-checkout.md, transactions: a checkout payment was recorded under its
 * service's operator (a card service's "Stripe") even when it was paid with a wallet on the session
 * page. Each such transaction is given the network its session was paid through (Easypaisa and a
 * reference number: Telenor; Jazzcash: Jazz), as new payments are. Self-contained: a shipped
 * migration never changes with the code around it.
 */
export const checkoutPaymentOperatorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      update transactions t
      set operator = case cs.provider when 'jazzcash' then 'Jazz' else 'Telenor' end
      from checkout_sessions cs
      where cs.transaction_id = t.id
        and cs.provider in ('easypaisa', 'jazzcash', 'fawry')
        and t.operator is distinct from (case cs.provider when 'jazzcash' then 'Jazz' else 'Telenor' end)`.execute(db);
  },

  async down(): Promise<void> {
    // The earlier operator was wrong; nothing to restore.
  },
};
