import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0002-sessions.md: the sign-in lock is kept per user name and client address, one row
 * each, so failures are counted under a row lock (at most the limit is ever verified) and one
 * client cannot lock a staff member out for everybody. Replaces the per-name attempts log.
 */
export const signInLocksMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`
      create table sign_in_locks (
        user_name text not null,
        client text not null,
        attempts integer not null,
        window_started_at timestamptz not null,
        locked_until timestamptz,
        bursts integer not null,
        last_locked_at timestamptz,
        primary key (user_name, client)
      )`.execute(db);
    await sql`drop table if exists login_attempts`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table if exists sign_in_locks`.execute(db);
  },
};
