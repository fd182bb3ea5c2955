import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0031-hosted-checkout.md, one attempt in flight: every payment attempt of a session is a
 * row, claimed before any provider is called. The partial unique index lets one attempt per session
 * be in flight, so parallel submissions of one order reach the provider once; the others are told a
 * payment is in progress. The sandbox provider's book notes a refund (a lost attempt's late charge
 * given back). Pending sessions of earlier releases get their attempt as in flight.
 * Self-contained: a shipped migration never changes with the code around it.
 */
export const checkoutAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table checkout_attempts (
        id text primary key,
        session_id text not null references checkout_sessions(id),
        merchant_ref_number text not null unique,
        idempotency_key text not null,
        method text not null check (method in ('CARD', 'MWALLET-QR', 'MWALLET-R2P', 'PAYATFAWRY', 'EASYPAISA', 'JAZZCASH')),
        state text not null default 'in_flight' check (state in ('in_flight', 'paid', 'failed', 'cancelled', 'voided', 'void_failed')),
        note text,
        created_at timestamptz not null default now(),
        finished_at timestamptz
      )`.execute(db);
    await sql`create unique index checkout_attempts_one_in_flight on checkout_attempts (session_id) where state = 'in_flight'`.execute(db);
    await sql`create unique index checkout_attempts_by_key on checkout_attempts (session_id, idempotency_key)`.execute(db);
    await sql`create index checkout_attempts_to_resolve on checkout_attempts (created_at) where state in ('in_flight', 'void_failed')`.execute(db);
    await sql`
      insert into checkout_attempts (id, session_id, merchant_ref_number, idempotency_key, method, state, created_at)
      select 'att_' || cs.id, cs.id, cs.merchant_ref_number, coalesce(cs.attempt_key, cs.merchant_ref_number), coalesce(sp.method, 'EASYPAISA'),
             case when cs.status = 'Pending' then 'in_flight' when cs.status = 'Paid' then 'paid' else 'failed' end, cs.updated_at
      from checkout_sessions cs left join sandbox_provider_payments sp on sp.merchant_ref_number = cs.merchant_ref_number
      where cs.merchant_ref_number is not null`.execute(db);
    await sql`alter table sandbox_provider_payments add column refunded_at timestamptz, add column refund_reason text`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sandbox_provider_payments drop column if exists refunded_at, drop column if exists refund_reason`.execute(db);
    await sql`drop table if exists checkout_attempts`.execute(db);
  },
};
