import type { AccountStatus, CarrierType, carrierCountries } from '../../domain/accounts/account-records';
import type { CurrencyCode } from '../../domain/money/currencies';
import type { AccountEmails, AccountHistory } from './account.port';

/** What the carrier form edits (spec 2 §2.3). */
export interface CarrierDetails extends AccountEmails {
  country: (typeof carrierCountries)[number];
  type: CarrierType;
  name: string;
  currency: CurrencyCode;
}

/** spec 2 §3 Carrier; `isPlatform` marks the platform's own operator record. Country and currency as stored. */
export interface Carrier extends AccountEmails {
  id: string;
  country: string;
  type: CarrierType;
  name: string;
  currency: string;
  status: AccountStatus;
  /** ISO 8601 instant. */
  createdDate: string;
  isPlatform: boolean;
}

/** spec 2 §7 Carriers and operators. Failures reject with an AppError. */
export interface CarriersPort {
  listCarriers(): Promise<Carrier[]>;
  carrier(id: string): Promise<Carrier>;
  createCarrier(details: CarrierDetails): Promise<Carrier>;
  editCarrier(id: string, details: CarrierDetails): Promise<Carrier>;
  setCarrierStatus(carrier: { id: string; name: string }, status: AccountStatus): Promise<Carrier>;
  carrierHistory(id: string): Promise<AccountHistory>;
}
