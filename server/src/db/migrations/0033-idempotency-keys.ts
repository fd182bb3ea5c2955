import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0021-idempotency.md: one table remembers every money call's key, the request it came
// with (a fingerprint) and the answer it got, for every area, instead of a key column and a
// look-up per area. The primary key is what makes two requests with one key meet: the second waits
// on it (PostgreSQL) and then reads the first one's answer. Self-contained: a shipped migration
// never changes with the code around it.

export const idempotencyKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create table idempotency_keys (
      scope text not null,
      key text not null,
      fingerprint text not null,
      call_id text not null,
      state text not null check (state in ('running', 'done')),
      status_code integer,
      answer jsonb,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);
    // Expired keys are purged by age.
    await sql`create index idempotency_keys_created_at on idempotency_keys (created_at)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table if exists idempotency_keys`.execute(db);
  },
};
