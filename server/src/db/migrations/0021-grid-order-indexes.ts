import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0027-administration-grids.md: the merchants grid pages by (name, id), the users grid
// by newest first, for everyone or one organisation; these indexes serve each page without a sort.
export const gridOrderIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`create index merchants_grid_order on merchants (name, id) where deleted_at is null`.execute(db);
    await sql`create index users_grid_order on users (created_at desc, id) where deleted_at is null`.execute(db);
    await sql`create index users_grid_order_by_organisation on users (user_type_id, user_type, created_at desc, id) where deleted_at is null`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of ['users_grid_order_by_organisation', 'users_grid_order', 'merchants_grid_order']) {
      await sql.raw(`drop index if exists ${index}`).execute(db);
    }
  },
};
