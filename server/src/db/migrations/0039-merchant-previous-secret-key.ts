import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * docs/decisions/0047-backups-and-key-rotation.md: a merchant's rotated-out secret key (sealed, as the
 * current one) and the instant it stops working; both null when no rotation overlaps.
 */
export const merchantPreviousSecretKeyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('merchants').addColumn('previous_private_key', 'text').addColumn('previous_key_expires_at', 'timestamptz').execute();
  },
};
