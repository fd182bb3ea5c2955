import { inject, injectable } from 'inversify';
import type { AccountHistory } from '../../application/accounts/account.port';
import type { Carrier, CarrierDetails, CarriersPort } from '../../application/accounts/carriers.port';
import type { AccountStatus } from '../../domain/accounts/account-records';
import { addCarrier, editCarrier, getCarrier, getCarrierHistory, listCarriers, setCarrierStatus } from '../../contract/carriers.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { carrierOf, historyOf } from './accounts.wire-mapping';

@injectable()
export class HttpCarriersAdapter implements CarriersPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async listCarriers(): Promise<Carrier[]> {
    return (await this.callApi(listCarriers)).map(carrierOf);
  }

  async carrier(id: string): Promise<Carrier> {
    return carrierOf(await this.callApi(getCarrier, { params: { id } }));
  }

  async createCarrier(details: CarrierDetails): Promise<Carrier> {
    return carrierOf(await this.callApi(addCarrier, { body: details }));
  }

  async editCarrier(id: string, details: CarrierDetails): Promise<Carrier> {
    return carrierOf(await this.callApi(editCarrier, { params: { id }, body: { ...details, _id: id } }));
  }

  async setCarrierStatus(carrier: { id: string; name: string }, status: AccountStatus): Promise<Carrier> {
    return carrierOf(await this.callApi(setCarrierStatus, { params: { id: carrier.id }, body: { status, name: carrier.name, _id: carrier.id } }));
  }

  async carrierHistory(id: string): Promise<AccountHistory> {
    return historyOf(await this.callApi(getCarrierHistory, { params: { id } }));
  }
}
