import type { Insertable, Kysely, Selectable } from 'kysely';
import type { StoresTable } from '../db/business/catalogue.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';

/** A live store with the names of the live services drawing on it (spec 2 §3 Store.dcbService). */
export type StoreRow = Selectable<StoresTable> & { service_names: string[] };

export type StoreFields = Pick<Insertable<StoresTable>, 'name' | 'ep_store_id' | 'ep_store_key' | 'ep_store_account_number' | 'ep_service_name' | 'balance'>;

export type StoreWrite = 'written' | 'missing' | 'duplicate-ep-store-id';

export class StoresRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private live() {
    return this.db.selectFrom('stores').selectAll().where('deleted_at', 'is', null);
  }

  private async withServiceNames(stores: Selectable<StoresTable>[]): Promise<StoreRow[]> {
    if (stores.length === 0) return [];
    const links = await this.db
      .selectFrom('service_stores as ss')
      .innerJoin('services as s', 's.id', 'ss.service_id')
      .select(['ss.store_id', 's.service_name'])
      .where('s.deleted_at', 'is', null)
      .where(
        'ss.store_id',
        'in',
        stores.map((store) => store.id),
      )
      .orderBy('s.service_name')
      .execute();
    return stores.map((store) => ({
      ...store,
      service_names: links.filter((link) => link.store_id === store.id).map((link) => link.service_name),
    }));
  }

  /** spec 2 §2.4: the list, optionally of one Easypaisa service, by name. */
  async list(epServiceName?: string): Promise<StoreRow[]> {
    let query = this.live().orderBy('name').orderBy('id');
    if (epServiceName !== undefined) query = query.where('ep_service_name', '=', epServiceName);
    return this.withServiceNames(await query.execute());
  }

  async find(id: string): Promise<StoreRow | undefined> {
    const store = await this.live().where('id', '=', id).executeTakeFirst();
    return store === undefined ? undefined : (await this.withServiceNames([store]))[0];
  }

  /**
   * A deleted store keeps its EP store id: the provider's id names that account in the records
   * that refer to it, so it is never handed to another store.
   */
  private async epStoreIdTaken(epStoreId: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('stores').select('id').where('ep_store_id', '=', epStoreId);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(id: string, fields: StoreFields): Promise<StoreWrite> {
    if (await this.epStoreIdTaken(fields.ep_store_id)) return 'duplicate-ep-store-id';
    try {
      await this.db
        .insertInto('stores')
        .values({ id, ...fields })
        .execute();
      return 'written';
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate-ep-store-id';
      throw error;
    }
  }

  async update(id: string, fields: StoreFields, now: Date): Promise<StoreWrite> {
    if ((await this.live().where('id', '=', id).executeTakeFirst()) === undefined) return 'missing';
    if (await this.epStoreIdTaken(fields.ep_store_id, id)) return 'duplicate-ep-store-id';
    try {
      const result = await this.db
        .updateTable('stores')
        .set({ ...fields, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 0n ? 'missing' : 'written';
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate-ep-store-id';
      throw error;
    }
  }

  /** docs/spec/decisions.md §8: hidden, never erased; the links stay for the records. */
  async softDelete(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('stores')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
