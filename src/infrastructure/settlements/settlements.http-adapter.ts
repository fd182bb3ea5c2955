import { inject, injectable } from 'inversify';
import type { MerchantRevenue, NewSettlement, RevenueQuery, Settlement, SettlementsPort } from '../../application/settlements/settlements.port';
import { addSettlement, getSettlement, listSettlements, merchantRevenue, settlementCodeNames } from '../../contract/settlements.contract';
import { TOKENS } from '../di/tokens';
import { withCodeNamedFields } from '../http/error-mapping';
import type { CallApi } from '../http/http-transport';
import { merchantRevenueOf, settlementBodyOf, settlementOf } from './settlements.wire-mapping';

@injectable()
export class HttpSettlementsAdapter implements SettlementsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async settlements(): Promise<Settlement[]> {
    // spec 1 §4: the settlement screens show their own Token-Expired dialog before the session ends.
    return (await this.callApi(listSettlements, { tokenRejection: 'caller' })).map(settlementOf);
  }

  async settlement(id: string): Promise<Settlement> {
    return settlementOf(await this.callApi(getSettlement, { params: { id }, tokenRejection: 'caller' }));
  }

  async merchantRevenue(query: RevenueQuery): Promise<MerchantRevenue | null> {
    const [first] = await this.callApi(merchantRevenue, { body: { ...query, status: 'Success' } });
    return merchantRevenueOf(first);
  }

  async createSettlement(settlement: NewSettlement): Promise<Settlement> {
    // A failure naming the wire's field shows under the form's.
    return settlementOf(await withCodeNamedFields(this.callApi(addSettlement, { body: settlementBodyOf(settlement) }), settlementCodeNames));
  }
}
