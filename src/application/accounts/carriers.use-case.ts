import { toggledStatus } from '../../domain/accounts/account-records';
import type { AccountHistory } from './account.port';
import { newestFirst } from './account-history.use-case';
import type { Carrier, CarrierDetails, CarriersPort } from './carriers.port';

export interface CarriersUseCases {
  list: () => Promise<Carrier[]>;
  get: (id: string) => Promise<Carrier>;
  create: (details: CarrierDetails) => Promise<Carrier>;
  edit: (id: string, details: CarrierDetails) => Promise<Carrier>;
  /** spec 2 §4: the button reads the action it takes; answers the updated row. */
  toggleStatus: (carrier: Carrier) => Promise<Carrier>;
  /** Newest first, as the timeline shows it. */
  history: (id: string) => Promise<AccountHistory>;
}

export function carriersUseCases(deps: { carriers: CarriersPort }): CarriersUseCases {
  const { carriers } = deps;
  return {
    list: () => carriers.listCarriers(),
    get: (id) => carriers.carrier(id),
    create: (details) => carriers.createCarrier(details),
    edit: (id, details) => carriers.editCarrier(id, details),
    toggleStatus: (carrier) => carriers.setCarrierStatus(carrier, toggledStatus(carrier.status)),
    history: async (id) => newestFirst(await carriers.carrierHistory(id)),
  };
}
