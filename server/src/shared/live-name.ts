import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** Account tables whose live (not deleted) records have unique names, case-insensitively. */
export type NamedAccountTable = 'merchants' | 'operators';

/**
 * Whether a live record of the table already has this name. Both sides go through the database's
 * lower(), so this check and the live-name unique index agree on every alphabet; the trim is the
 * domain's accountNameKey rule (the form schema trims already). The index decides races.
 */
export async function liveNameTaken(db: Kysely<DatabaseSchema>, table: NamedAccountTable, name: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where(sql<string>`lower(name)`, '=', sql<string>`lower(${name.trim()})`).where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
