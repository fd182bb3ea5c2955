import type { Store, StoreDraft, StoresPort } from './stores.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

const passedOn = { list: 'listStores', get: 'store' } as const;

export interface StoresUseCases extends PortMethodsAs<StoresPort, typeof passedOn> {
  /** Creates when `id` is null, otherwise edits (spec 2 §2.4: 'new' or an id); the form's schema read the balance exactly. */
  save: (id: string | null, draft: StoreDraft) => Promise<Store>;
}

export function storesUseCases(deps: { stores: StoresPort }): StoresUseCases {
  const { stores } = deps;
  return {
    ...portMethodsAs(stores, passedOn),
    save: (id, draft) => (id === null ? stores.createStore(draft) : stores.updateStore(id, draft)),
  };
}
