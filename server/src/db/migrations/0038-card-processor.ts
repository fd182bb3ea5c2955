import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0046-card-processor.md: the PaymentIntent the card processor keeps for each card
 * attempt (our reference → its id, since the processor is asked by its id), and the processor's
 * webhook events already handled (a repeated event changes nothing). Self-contained: a shipped
 * migration never changes with the code around it.
 */
export const cardProcessorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table card_processor_payments (
        merchant_ref_number text primary key,
        payment_intent_id text not null unique,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table card_processor_events (
        event_id text primary key,
        type text not null,
        received_at timestamptz not null default now()
      )`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table card_processor_events`.execute(db);
    await sql`drop table card_processor_payments`.execute(db);
  },
};
