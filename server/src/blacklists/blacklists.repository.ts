import type { Kysely, Selectable } from 'kysely';
import type { BlacklistsTable } from '../db/business/catalogue-records.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';

export type BlacklistRow = Selectable<BlacklistsTable>;

export type BlacklistWrite = 'written' | 'missing' | 'duplicate';

/** Numbers arrive normalised by the form schema (src/forms/blacklist.form-schema.ts). */
export class BlacklistsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async list(): Promise<BlacklistRow[]> {
    return this.db.selectFrom('blacklists').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async find(id: string): Promise<BlacklistRow | undefined> {
    return this.db.selectFrom('blacklists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private async listedElsewhere(msisdn: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('blacklists').select('id').where('msisdn', '=', msisdn);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(id: string, msisdn: string, createdBy: string): Promise<BlacklistWrite> {
    if (await this.listedElsewhere(msisdn)) return 'duplicate';
    try {
      await this.db.insertInto('blacklists').values({ id, msisdn, created_by: createdBy }).execute();
      return 'written';
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async update(id: string, msisdn: string, now: Date): Promise<BlacklistWrite> {
    if ((await this.find(id)) === undefined) return 'missing';
    if (await this.listedElsewhere(msisdn, id)) return 'duplicate';
    try {
      const result = await this.db.updateTable('blacklists').set({ msisdn, updated_at: now }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows === 0n ? 'missing' : 'written';
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  /** A blacklist entry is no money record: removing a number from the list deletes its row. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('blacklists').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
