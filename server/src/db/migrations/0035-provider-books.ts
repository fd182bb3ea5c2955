import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0035-reconciliation.md: the sandbox providers' own books (what each charged, refunded
 * and paid out, keyed by its own reference), the reference a provider knows a checkout payment by on
 * `transactions`, and the reconciliation of a provider's statement of one business day against ours.
 * Self-contained: a shipped migration never changes with the code around it.
 */
export const providerBooksMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table provider_book_entries (
        id bigserial primary key,
        provider text not null check (provider in ('easypaisa', 'jazzcash', 'card')),
        kind text not null check (kind in ('charge', 'refund', 'payout')),
        provider_reference text not null,
        merchant_reference text not null,
        amount numeric(18,2) not null,
        currency text not null,
        status text not null check (status in ('SUCCESS', 'FAILED', 'REVERSED')),
        business_day date not null,
        at timestamptz not null default now(),
        unique (provider, kind, provider_reference)
      )`.execute(db);
    await sql`create index provider_book_entries_by_day on provider_book_entries (provider, business_day, id)`.execute(db);

    await sql`alter table sandbox_provider_payments add column currency text not null default 'PKR'`.execute(db);
    await sql`alter table transactions add column provider_reference text`.execute(db);
    await sql`create index transactions_provider_reference on transactions (provider_reference) where provider_reference is not null`.execute(db);

    await sql`
      create table reconciliation_runs (
        id text primary key,
        provider text not null check (provider in ('easypaisa', 'jazzcash', 'card')),
        business_day date not null,
        source text not null check (source in ('provider', 'upload')),
        file_name text,
        statement_lines integer not null default 0,
        started_by text,
        started_by_name text not null,
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        unique (provider, business_day)
      )`.execute(db);
    // The daily job's claim: one row per day and provider, so two servers never both run it.
    await sql`
      create table reconciliation_daily_claims (
        provider text not null,
        business_day date not null,
        claimed_at timestamptz not null default now(),
        primary key (provider, business_day)
      )`.execute(db);
    await sql`
      create table reconciliation_lines (
        id bigserial primary key,
        run_id text not null references reconciliation_runs(id),
        line_no integer,
        kind text not null check (kind in ('charge', 'refund', 'payout')),
        provider_reference text not null,
        merchant_reference text,
        class text check (class in ('matched', 'differs', 'provider_only', 'ours_only')),
        statement_at timestamptz,
        statement_amount numeric(18,2),
        statement_currency text,
        statement_status text,
        our_id text,
        our_amount numeric(18,2),
        our_status text,
        resolution text check (resolution in ('refund_pending', 'refunded', 'resolved')),
        note text,
        refund_requested_by text,
        refund_requested_by_name text,
        resolved_by text,
        resolved_by_name text,
        resolved_at timestamptz,
        unique (run_id, kind, provider_reference)
      )`.execute(db);
    await sql`create index reconciliation_lines_by_class on reconciliation_lines (run_id, class, id)`.execute(db);
    // Ours of a day already on another day's statement (a payment either side of midnight) is not ours_only.
    await sql`create index reconciliation_lines_on_statements on reconciliation_lines (provider_reference, kind) where statement_amount is not null`.execute(
      db,
    );
  },
};
