import type { Money } from '../../domain/money/money';

/** spec 2 §3 Store: an Easypaisa store the platform keeps (docs/decisions/0015-catalogue.md). */
export interface Store {
  id: string;
  name: string;
  epStoreId: string;
  epStoreKey: string;
  epStoreAccountNumber: string;
  epServiceName: string;
  balance: Money;
  /** spec 2 §2.4: the services drawing on the store (the services count badge). */
  serviceNames: string[];
  createdDate: string;
}

/** What the store form saves (spec 2 §2.4 /stores/form/{storeId}). */
export interface StoreDraft {
  name: string;
  epStoreId: string;
  epStoreKey: string;
  epStoreAccountNumber: string;
  epServiceName: string;
  balance: Money;
}

/** spec 2 §7 Stores. Failures reject with an AppError naming the field when the server does. */
export interface StoresPort {
  /** All stores, or those of one Easypaisa service (spec 2 §2.4 filter). */
  listStores(epServiceName: string | null): Promise<Store[]>;
  store(id: string): Promise<Store>;
  createStore(draft: StoreDraft): Promise<Store>;
  updateStore(id: string, draft: StoreDraft): Promise<Store>;
}
