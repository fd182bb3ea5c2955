import { localCurrency } from '../../domain/money/currencies';
import { parseMoney } from '../../domain/money/money';
import { AppError } from '../errors/app-error';
import type { Store, StoreDraft, StoresPort } from './stores.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

/** The store form's values as the shared schema outputs them (balance a JSON number). */
export interface StoreFormValues extends Omit<StoreDraft, 'balance'> {
  balance: number;
}

const passedOn = { list: 'listStores', get: 'store' } as const;

export interface StoresUseCases extends PortMethodsAs<StoresPort, typeof passedOn> {
  /** Creates when `id` is null, otherwise edits (spec 2 §2.4: 'new' or an id). */
  save: (id: string | null, form: StoreFormValues) => Promise<Store>;
}

export function storesUseCases(deps: { stores: StoresPort }): StoresUseCases {
  const { stores } = deps;
  return {
    ...portMethodsAs(stores, passedOn),
    save(id, form) {
      // Easypaisa stores hold rupees (docs/spec/decisions.md §3); the figure is read exactly.
      const balance = parseMoney(form.balance, localCurrency);
      if (!balance.ok) return Promise.reject(new AppError('validation_failed', 'The balance must have at most two decimal places', 'balance'));
      const draft: StoreDraft = { ...form, balance: balance.value };
      return id === null ? stores.createStore(draft) : stores.updateStore(id, draft);
    },
  };
}
