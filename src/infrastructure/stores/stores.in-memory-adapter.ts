import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { Store, StoreDraft, StoresPort } from '../../application/stores/stores.port';
import { money } from '../../domain/money/money';

const demoStore = (id: string, name: string, epServiceName: string, balance: string, serviceNames: string[]): Store => ({
  id,
  name,
  epStoreId: `EP-${id.toUpperCase()}`,
  epStoreKey: `key-${id}`,
  epStoreAccountNumber: `03${id.length}4500${id.length}123`,
  epServiceName,
  balance: money(balance, 'PKR'),
  serviceNames,
  createdDate: '2026-09-01T07:00:00.000Z',
});

/** The whole StoresPort in memory, with demo stores; a test replaces any method through `overrides`. */
export class InMemoryStoresAdapter implements StoresPort {
  private rows: Store[] = [
    demoStore('store-1', 'Multiverse Gulberg', 'multiverse-easypaisa', '125000.50', ['multiverse-easypaisa', 'multiverse-vouchers']),
    demoStore('store-2', 'Techlets Clifton', 'techlets-easypaisa', '9800.00', ['techlets-easypaisa']),
  ];

  constructor(private readonly overrides: Partial<StoresPort> = {}) {}

  async listStores(epServiceName: string | null): Promise<Store[]> {
    if (this.overrides.listStores) return this.overrides.listStores(epServiceName);
    return this.rows.filter((row) => epServiceName === null || row.epServiceName === epServiceName);
  }

  async store(id: string): Promise<Store> {
    if (this.overrides.store) return this.overrides.store(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Store not found');
    return row;
  }

  async createStore(draft: StoreDraft): Promise<Store> {
    if (this.overrides.createStore) return this.overrides.createStore(draft);
    this.refuseUsedStoreId(draft, null);
    const created: Store = { ...draft, id: `store-${this.rows.length + 1}`, serviceNames: [], createdDate: new Date().toISOString() };
    this.rows = [created, ...this.rows];
    return created;
  }

  async updateStore(id: string, draft: StoreDraft): Promise<Store> {
    if (this.overrides.updateStore) return this.overrides.updateStore(id, draft);
    const current = await this.store(id);
    this.refuseUsedStoreId(draft, id);
    const updated: Store = { ...current, ...draft };
    this.rows = this.rows.map((row) => (row.id === id ? updated : row));
    return updated;
  }

  private refuseUsedStoreId(draft: StoreDraft, id: string | null): void {
    if (this.rows.some((row) => row.id !== id && row.epStoreId === draft.epStoreId)) {
      throw new AppError('conflict', 'A store with this EP store id already exists', 'epStoreId');
    }
  }
}
