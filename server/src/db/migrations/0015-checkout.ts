import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0031-hosted-checkout.md: what paying a session needs beyond the tables of 0002.
 * - checkout_sessions: the card's brand and last four (never more of the card), the idempotency key
 *   of the payment attempt, when it was paid; one live session per service and order.
 * - checkout_nonces: the nonces of signed merchant requests, so a request cannot be replayed.
 * - checkout_notifications: the durable queue of signed merchant notifications, with retries.
 * - sandbox_provider_payments: the sandbox providers' own books (what a real provider keeps on its side).
 */
export const checkoutMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      alter table checkout_sessions
        add column card_brand text,
        add column card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
        add column attempt_key text,
        add column paid_at timestamptz`.execute(db);
    await sql`
      create unique index checkout_sessions_one_live_order on checkout_sessions (service_id, order_id)
        where status in ('Created', 'Pending', 'Paid')`.execute(db);
    await sql`
      create table checkout_nonces (
        merchant_id text not null references merchants(id),
        nonce text not null,
        created_at timestamptz not null default now(),
        primary key (merchant_id, nonce)
      )`.execute(db);
    await sql`create index checkout_nonces_by_date on checkout_nonces (created_at)`.execute(db);
    await sql`
      create table checkout_notifications (
        id text primary key default new_object_id(),
        session_id text not null references checkout_sessions(id),
        merchant_id text not null references merchants(id),
        url text not null,
        payload jsonb not null,
        status text not null default 'Queued' check (status in ('Queued', 'Delivered', 'Abandoned')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (session_id)
      )`.execute(db);
    await sql`create index checkout_notifications_due on checkout_notifications (next_attempt_at) where status = 'Queued'`.execute(db);
    await sql`
      create table sandbox_provider_payments (
        merchant_ref_number text primary key,
        session_id text not null references checkout_sessions(id),
        method text not null check (method in ('CARD', 'MWALLET-QR', 'MWALLET-R2P', 'PAYATFAWRY', 'EASYPAISA', 'JAZZCASH')),
        status text not null check (status in ('UNPAID', 'PAID', 'FAILED')),
        challenge text check (challenge in ('required', 'required-fails', 'passed', 'failed')),
        failure_reason text,
        card_brand text,
        card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
        customer_mobile text,
        return_url text,
        amount numeric(18,2) not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sandbox_provider_payments_by_session on sandbox_provider_payments (session_id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table if exists sandbox_provider_payments`.execute(db);
    await sql`drop table if exists checkout_notifications`.execute(db);
    await sql`drop table if exists checkout_nonces`.execute(db);
    await sql`drop index if exists checkout_sessions_one_live_order`.execute(db);
    await sql`alter table checkout_sessions drop column card_brand, drop column card_last4, drop column attempt_key, drop column paid_at`.execute(db);
  },
};
