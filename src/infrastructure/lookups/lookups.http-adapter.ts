import { inject, injectable } from 'inversify';
import type { LookupsPort, MerchantSummary, OperatorSummary } from '../../application/lookups/lookups.port';
import { listMerchants, listOperators } from '../../contract/lookups.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

@injectable()
export class HttpLookupsAdapter implements LookupsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async merchants(): Promise<MerchantSummary[]> {
    const rows = await this.callApi(listMerchants);
    return rows.map((row) => ({
      id: row._id,
      name: row.name,
      country: row.country,
      currency: row.currency,
      active: row.status === 'Active',
    }));
  }

  async operators(): Promise<OperatorSummary[]> {
    const rows = await this.callApi(listOperators);
    return rows.map((row) => ({ id: row._id, name: row.name, kind: row.type }));
  }
}
