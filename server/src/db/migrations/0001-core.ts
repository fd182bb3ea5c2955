import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The core of the reference server: organisations, roles, users and sessions (docs/spec/decisions.md §2 and
// docs/decisions/0002-sessions.md). Ids are text so they can look like the old portal's Mongo ids.
export const coreMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operators')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('Carrier', 'Operator')`))
      .addColumn('is_platform', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('notification_email', 'text')
      .addColumn('support_email', 'text')
      .addColumn('billing_email', 'text')
      .addColumn('commercial_email', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(sql`status in ('Active', 'Inactive')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    // docs/spec/decisions.md §2: the platform is exactly one operator record.
    await sql`create unique index operators_one_platform on operators (is_platform) where is_platform`.execute(db);

    await db.schema
      .createTable('merchants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('notification_email', 'text')
      .addColumn('support_email', 'text')
      .addColumn('billing_email', 'text')
      .addColumn('commercial_email', 'text')
      .addColumn('show_balance', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('account_balance', sql`numeric(18,2)`, (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(sql`status in ('Active', 'Inactive')`))
      .addColumn('sid', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('enable_inquire_merchant', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('history', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_type_id', 'text', (c) => c.notNull())
      .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(sql`status in ('Active', 'Inactive')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('modified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('roles_by_owner').on('roles').column('user_type_id').execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('user_name', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type in ('Admin', 'Operator', 'Merchant')`))
      .addColumn('user_type_id', 'text', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.references('roles.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active').check(sql`status in ('Active', 'Inactive')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_by_organisation').on('users').column('user_type_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_by_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('succeeded', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempts_by_name').on('login_attempts').columns(['user_name', 'attempted_at']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['login_attempts', 'sessions', 'users', 'roles', 'merchants', 'operators', 'settings']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
