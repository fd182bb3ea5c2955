import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0036-second-factor.md: a TOTP secret per user (sealed with the server's secret box),
 * its hashed single-use recovery codes, and the short-lived challenges between the password step
 * and the code step of a sign-in.
 */
export const secondFactorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('user_second_factors')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      // Null while the enrolment waits for its first code.
      .addColumn('enrolled_at', 'timestamptz')
      // The last 30-second step a code was accepted for: a code is never accepted twice.
      .addColumn('last_used_step', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('user_recovery_codes')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await sql`create unique index user_recovery_codes_by_hash on user_recovery_codes (user_id, code_hash)`.execute(db);
    await db.schema
      .createTable('sign_in_challenges')
      // sha256 of the challenge the client holds: the table never holds a usable challenge.
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verify', 'enrol')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index sign_in_challenges_by_expiry on sign_in_challenges (expires_at)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sign_in_challenges').ifExists().execute();
    await db.schema.dropTable('user_recovery_codes').ifExists().execute();
    await db.schema.dropTable('user_second_factors').ifExists().execute();
  },
};
