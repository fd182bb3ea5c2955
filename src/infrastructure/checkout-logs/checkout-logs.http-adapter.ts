import { inject, injectable } from 'inversify';
import type { CheckoutLog, CheckoutLogsPort, CheckoutRequest, CheckoutSearch, Page } from '../../application/checkout-logs/checkout-logs.port';
import { searchCheckoutLogs, searchCheckoutRequests } from '../../contract/checkout-logs.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { checkoutLogOf, checkoutRequestOf, checkoutSearchQueryOf } from './checkout-logs.wire-mapping';

@injectable()
export class HttpCheckoutLogsAdapter implements CheckoutLogsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async searchLogs(search: CheckoutSearch): Promise<Page<CheckoutLog>> {
    const answer = await this.callApi(searchCheckoutLogs, { query: checkoutSearchQueryOf(search) });
    return { rows: answer.logs.map(checkoutLogOf), total: answer.totalCount };
  }

  async searchRequests(search: CheckoutSearch): Promise<Page<CheckoutRequest>> {
    const answer = await this.callApi(searchCheckoutRequests, { query: checkoutSearchQueryOf(search) });
    return { rows: answer.requests.map(checkoutRequestOf), total: answer.totalCount };
  }
}
