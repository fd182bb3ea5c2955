import { localCurrency } from '../../domain/money/currencies';
import { parseMoney } from '../../domain/money/money';
import { AppError } from '../errors/app-error';
import type { Store, StoreDraft, StoresPort } from './stores.port';

/** The store form's values as the shared schema outputs them (balance a JSON number). */
export interface StoreFormValues extends Omit<StoreDraft, 'balance'> {
  balance: number;
}

export interface StoresUseCases {
  list: (epServiceName: string | null) => Promise<Store[]>;
  get: (id: string) => Promise<Store>;
  /** Creates when `id` is null, otherwise edits (spec 2 §2.4: 'new' or an id). */
  save: (id: string | null, form: StoreFormValues) => Promise<Store>;
}

export function storesUseCases(deps: { stores: StoresPort }): StoresUseCases {
  const { stores } = deps;
  return {
    list: (epServiceName) => stores.listStores(epServiceName),
    get: (id) => stores.store(id),
    save(id, form) {
      // Easypaisa stores hold rupees (docs/spec/decisions.md §3); the figure is read exactly.
      const balance = parseMoney(form.balance, localCurrency);
      if (!balance.ok) return Promise.reject(new AppError('validation_failed', 'The balance must have at most two decimal places', 'balance'));
      const draft: StoreDraft = { ...form, balance: balance.value };
      return id === null ? stores.createStore(draft) : stores.updateStore(id, draft);
    },
  };
}
