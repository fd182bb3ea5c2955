import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** docs/decisions/0002-sessions.md: a staff session ends after 15 minutes without a call. */
export const sessionActivityMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sessions add column last_seen_at timestamptz`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`alter table sessions drop column if exists last_seen_at`.execute(db);
  },
};
