import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * spec 2 §2.4, §2.5, §2.9, §2.10: stores and services are hidden, never erased, when deleted
 * (docs/spec/decisions.md §8: money refers to them); blacklisted numbers and products get tables.
 */
export const catalogueRecordsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table services add column deleted_at timestamptz`.execute(db);
    await sql`alter table stores add column deleted_at timestamptz`.execute(db);
    // A merchant's live services have distinct names (409 naming serviceName); a hidden one frees its name.
    await sql`create unique index services_name_per_merchant on services (merchant_id, lower(service_name)) where deleted_at is null`.execute(db);
    // The public service id merchants send; the demo seed uses 10001 upwards.
    await sql`create sequence service_public_ids start with 100001`.execute(db);

    // spec 2 §3 Blacklist entry: msisdn is stored normalised (src/domain/msisdn/msisdn.ts), so one
    // unique index refuses a number however it was written.
    await sql`
      create table blacklists (
        id text primary key default new_object_id(),
        msisdn text not null constraint blacklists_msisdn_unique unique constraint blacklists_msisdn_normalised check (msisdn ~ '^923[0-9]{9}$'),
        created_by text references users(id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index blacklists_by_date on blacklists (created_at desc, id desc)`.execute(db);

    // spec 2 §3 Product: the form edits merchant, name and sku; the attributes are kept as one document.
    await sql`
      create table products (
        id text primary key default new_object_id(),
        merchant_id text not null references merchants(id),
        name text not null,
        sku text not null,
        attributes jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create unique index products_sku_per_merchant on products (merchant_id, lower(sku))`.execute(db);
    await sql`create index products_by_date on products (created_at desc, id desc)`.execute(db);
    await sql`create index products_by_merchant_date on products (merchant_id, created_at desc, id desc)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table if exists products`.execute(db);
    await sql`drop table if exists blacklists`.execute(db);
    await sql`drop sequence if exists service_public_ids`.execute(db);
    await sql`drop index if exists services_name_per_merchant`.execute(db);
    await sql`alter table stores drop column if exists deleted_at`.execute(db);
    await sql`alter table services drop column if exists deleted_at`.execute(db);
  },
};
