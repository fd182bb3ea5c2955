import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0026-payout-files.md: an uploaded payout file is parsed and kept here, in the
// database (so any server may confirm it), until it is confirmed once or deleted (spec 3 §7 File
// upload, File parsed, Delete file). Nothing in loan_requests changes before the confirmation.
export const payoutUploadsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payout_uploads')
      .addColumn('file_name', 'text', (c) => c.primaryKey())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'confirmed', 'deleted')`))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('invalid_count', 'integer', (c) => c.notNull())
      // The upload summary as answered, and every row with its outcome and the request it names.
      .addColumn('summary', 'jsonb', (c) => c.notNull())
      .addColumn('rows', 'jsonb', (c) => c.notNull())
      // The confirmation's answer, so a repeated confirmation answers it again.
      .addColumn('result', 'jsonb')
      .addColumn('file_record_id', 'text', (c) => c.references('file_records.id').onDelete('set null'))
      .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('settled_at', 'timestamptz')
      .execute();
    await sql`create index payout_uploads_pending on payout_uploads (created_at) where state = 'pending'`.execute(db);
    // docs/decisions/0027-administration-grids.md: the /file-records grid pages newest first by (created_at, id).
    await sql`create index file_records_grid_order on file_records (created_at desc, id)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists file_records_grid_order`.execute(db);
    await db.schema.dropTable('payout_uploads').ifExists().execute();
  },
};
