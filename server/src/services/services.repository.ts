import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import type { ServicesTable, StoresTable } from '../db/business/catalogue.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';
import { keptGridCount } from '../shared/grid-counts';

export type ServiceRow = Selectable<ServicesTable> & { merchant_name: string };
export type LinkedStore = Pick<
  Selectable<StoresTable>,
  'id' | 'name' | 'ep_store_id' | 'ep_store_key' | 'ep_store_account_number' | 'ep_service_name' | 'balance'
>;

/** The columns a service form writes (everything but ids, status and times). */
export type ServiceColumns = Omit<Insertable<ServicesTable>, 'id' | 'service_id' | 'status' | 'created_at' | 'updated_at' | 'deleted_at'>;

/** The provider-side service names a service is bound to, by the form field that names each. */
const providerNameColumns = { epServiceName: 'ep_service_name', jcServiceName: 'jc_service_name', ccServiceName: 'cc_service_name' } as const;
export type ProviderNameField = keyof typeof providerNameColumns;

export type ServiceWrite = 'written' | 'missing' | 'duplicate-name' | { providerNameTaken: ProviderNameField };

const storeColumns = ['st.id', 'st.name', 'st.ep_store_id', 'st.ep_store_key', 'st.ep_store_account_number', 'st.ep_service_name', 'st.balance'] as const;

export class ServicesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** docs/spec/decisions.md §2: a merchant sees its own services, carrier staff none, platform staff all; deleted ones nobody. */
  private visibleTo(scope: OrganisationScope) {
    const filter = merchantFilterOf(scope);
    let query = this.db
      .selectFrom('services as s')
      .innerJoin('merchants as m', 'm.id', 's.merchant_id')
      .selectAll('s')
      .select('m.name as merchant_name')
      .where('s.deleted_at', 'is', null);
    if (filter === 'none') query = query.where((eb) => eb.val(false));
    else if (filter !== 'all') query = query.where('s.merchant_id', '=', filter.merchantId);
    return query;
  }

  async listVisibleTo(scope: OrganisationScope): Promise<ServiceRow[]> {
    return this.visibleTo(scope).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
  }

  /**
   * One page of the services grid, newest first, and the count of every service the caller may see
   * (docs/decisions/0027-administration-grids.md). A deferred join: the page's ids come from the grid
   * order index alone (migration 0023), then only those rows are joined with their merchant; the
   * count is the one migration 0023's triggers keep for the merchant (or the whole table).
   */
  async pageVisibleTo(scope: OrganisationScope, page: { offset: number; limit: number }): Promise<{ rows: ServiceRow[]; count: number }> {
    const filter = merchantFilterOf(scope);
    if (filter === 'none') return { rows: [], count: 0 };
    let ids = this.db.selectFrom('services as s').select('s.id').where('s.deleted_at', 'is', null);
    if (filter !== 'all') ids = ids.where('s.merchant_id', '=', filter.merchantId);
    const [rows, count] = await Promise.all([
      this.visibleTo(scope)
        .where('s.id', 'in', ids.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').offset(page.offset).limit(page.limit))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute(),
      keptGridCount(this.db, 'services', filter === 'all' ? 'all' : { type: 'Merchant', id: filter.merchantId }),
    ]);
    return { rows, count };
  }

  /** Another merchant's service is answered as missing, so ids cannot be probed. */
  async findVisible(id: string, scope: OrganisationScope): Promise<ServiceRow | undefined> {
    return this.visibleTo(scope).where('s.id', '=', id).executeTakeFirst();
  }

  async findVisibleBySid(serviceId: string, scope: OrganisationScope): Promise<ServiceRow | undefined> {
    return this.visibleTo(scope).where('s.service_id', '=', serviceId).executeTakeFirst();
  }

  /** spec 2 §3 epStoreConfig: each service's live stores. */
  async storesOf(serviceIds: readonly string[]): Promise<Map<string, LinkedStore[]>> {
    const byService = new Map<string, LinkedStore[]>();
    if (serviceIds.length === 0) return byService;
    const rows = await this.db
      .selectFrom('service_stores as ss')
      .innerJoin('stores as st', 'st.id', 'ss.store_id')
      .select(['ss.service_id', ...storeColumns])
      .where('ss.service_id', 'in', [...serviceIds])
      .where('st.deleted_at', 'is', null)
      .orderBy('st.name')
      .orderBy('st.id')
      .execute();
    for (const { service_id, ...store } of rows) byService.set(service_id, [...(byService.get(service_id) ?? []), store]);
    return byService;
  }

  async liveStores(ids: readonly string[]): Promise<LinkedStore[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('stores as st')
      .select(storeColumns)
      .where('st.id', 'in', [...ids])
      .where('st.deleted_at', 'is', null)
      .execute();
  }

  async operatorIdByName(name: string): Promise<string | undefined> {
    return (await this.db.selectFrom('operators').select('id').where('name', '=', name).executeTakeFirst())?.id;
  }

  async hasTransactions(serviceId: string): Promise<boolean> {
    return (await this.db.selectFrom('transactions').select('id').where('service_id', '=', serviceId).limit(1).executeTakeFirst()) !== undefined;
  }

  private async nameTaken(merchantId: string, serviceName: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('services')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('deleted_at', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['service_name']), '=', serviceName.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /**
   * The first provider-side name of `columns` that a live service of another merchant is bound to.
   * A provider's service (an Easypaisa store service, a Jazzcash or card account) pays into one
   * merchant's books, so it belongs to one merchant (docs/decisions/0015-catalogue.md). Run inside the
   * write's transaction after locking the names, so two merchants cannot claim one name at once.
   */
  private async providerNameTakenIn(trx: Kysely<DatabaseSchema>, columns: ServiceColumns, exceptId?: string): Promise<ProviderNameField | undefined> {
    for (const [field, column] of Object.entries(providerNameColumns) as [ProviderNameField, (typeof providerNameColumns)[ProviderNameField]][]) {
      const name = columns[column];
      if (name === null || name === undefined) continue;
      await sql`select pg_advisory_xact_lock(hashtext(${`service-provider-name:${column}:${name}`}))`.execute(trx);
      let query = trx
        .selectFrom('services')
        .select('id')
        .where(column, '=', name)
        .where('merchant_id', '!=', columns.merchant_id)
        .where('deleted_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      if ((await query.executeTakeFirst()) !== undefined) return field;
    }
    return undefined;
  }

  /** Inserts the service and its store links in one transaction; the public id comes from a sequence. */
  async insert(id: string, columns: ServiceColumns, status: boolean, storeIds: readonly string[] | undefined): Promise<ServiceWrite> {
    if (await this.nameTaken(columns.merchant_id, columns.service_name)) return 'duplicate-name';
    return this.guard(() =>
      this.db.transaction().execute(async (trx): Promise<ServiceWrite> => {
        const taken = await this.providerNameTakenIn(trx, columns);
        if (taken !== undefined) return { providerNameTaken: taken };
        const { rows } = await sql<{ next: string }>`select nextval('service_public_ids')::text as next`.execute(trx);
        const serviceId = rows[0]?.next;
        if (serviceId === undefined) throw new Error('service_public_ids gave no value');
        await trx
          .insertInto('services')
          .values({ id, service_id: serviceId, status, ...columns })
          .execute();
        if (storeIds !== undefined && storeIds.length > 0) {
          await trx
            .insertInto('service_stores')
            .values(storeIds.map((storeId) => ({ service_id: id, store_id: storeId })))
            .execute();
        }
        return 'written' as const;
      }),
    );
  }

  /** Updates the columns and, when given, replaces the store links, in one transaction. */
  async update(id: string, columns: ServiceColumns, storeIds: readonly string[] | undefined, now: Date): Promise<ServiceWrite> {
    if (await this.nameTaken(columns.merchant_id, columns.service_name, id)) return 'duplicate-name';
    return this.guard(() =>
      this.db.transaction().execute(async (trx): Promise<ServiceWrite> => {
        const taken = await this.providerNameTakenIn(trx, columns, id);
        if (taken !== undefined) return { providerNameTaken: taken };
        const changes: Updateable<ServicesTable> = { ...columns, updated_at: now };
        const result = await trx.updateTable('services').set(changes).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
        if (result.numUpdatedRows === 0n) return 'missing' as const;
        if (storeIds !== undefined) {
          await trx.deleteFrom('service_stores').where('service_id', '=', id).execute();
          if (storeIds.length > 0) {
            await trx
              .insertInto('service_stores')
              .values(storeIds.map((storeId) => ({ service_id: id, store_id: storeId })))
              .execute();
          }
        }
        return 'written' as const;
      }),
    );
  }

  async setStatus(id: string, status: boolean, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('services')
      .set({ status, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * docs/spec/decisions.md §8: hidden, never erased, and suspended so nothing new is paid to it;
   * its transactions, payouts and store links stay for reports and audits.
   */
  async softDelete(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('services')
      .set({ deleted_at: now, status: false, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async formData(scope: OrganisationScope): Promise<{ merchants: Named[]; carriers: Named[]; operators: Named[] }> {
    const filter = merchantFilterOf(scope);
    let merchants = this.db.selectFrom('merchants').select(['id', 'name']).orderBy('name').orderBy('id');
    if (filter === 'none') merchants = merchants.where((eb) => eb.val(false));
    else if (filter !== 'all') merchants = merchants.where('id', '=', filter.merchantId);
    const operators = await this.db.selectFrom('operators').select(['id', 'name', 'type']).orderBy('name').orderBy('id').execute();
    return {
      merchants: await merchants.execute(),
      carriers: operators.filter((row) => row.type === 'Carrier'),
      operators: operators.filter((row) => row.type === 'Operator'),
    };
  }

  private async guard(write: () => Promise<ServiceWrite>): Promise<ServiceWrite> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate-name';
      throw error;
    }
  }
}

export interface Named {
  id: string;
  name: string;
}
