import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Issue 3 item 5: an export job left inprogress by a crash resumes after its last committed chunk,
// so the job keeps where it got to: the keyset position and the file length at that point.
export const csvExportCursorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('csv_jobs').addColumn('cursor', 'jsonb').execute();
    await sql`create index csv_jobs_by_creator_date on csv_jobs (created_by, created_at desc)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists csv_jobs_by_creator_date`.execute(db);
    await db.schema.alterTable('csv_jobs').dropColumn('cursor').execute();
  },
};
