import { toggledStatus } from '../../domain/accounts/account-records';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';
import type { AccountHistory } from './account.port';
import { newestFirst } from './account-history.use-case';
import type { Carrier, CarriersPort } from './carriers.port';

const passedOn = { list: 'listCarriers', get: 'carrier', create: 'createCarrier', edit: 'editCarrier' } as const;

export interface CarriersUseCases extends PortMethodsAs<CarriersPort, typeof passedOn> {
  /** spec 2 §4: the button reads the action it takes; answers the updated row. */
  toggleStatus: (carrier: Carrier) => Promise<Carrier>;
  /** Newest first, as the timeline shows it. */
  history: (id: string) => Promise<AccountHistory>;
}

export function carriersUseCases(deps: { carriers: CarriersPort }): CarriersUseCases {
  const { carriers } = deps;
  return {
    ...portMethodsAs(carriers, passedOn),
    toggleStatus: (carrier) => carriers.setCarrierStatus(carrier, toggledStatus(carrier.status)),
    history: async (id) => newestFirst(await carriers.carrierHistory(id)),
  };
}
