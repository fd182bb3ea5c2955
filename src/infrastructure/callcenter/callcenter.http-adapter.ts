import { inject, injectable } from 'inversify';
import type { CallcenterPort, CallcenterResult, CallcenterService, TransactionReference } from '../../application/callcenter/callcenter.port';
import { callcenterServices, hashServiceInquire, hashServiceRefund } from '../../contract/callcenter.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { callcenterServiceOf, enquiryResultOf, refundResultOf } from './callcenter.wire-mapping';
import { idempotencyKeyHeader } from '../../contract/idempotency-key';

/** spec 3 §7 Call-centre: enquire and refund on the hash service's own base, the services on the API. */
@injectable()
export class HttpCallcenterAdapter implements CallcenterPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async services(): Promise<CallcenterService[]> {
    return (await this.callApi(callcenterServices)).map(callcenterServiceOf);
  }

  async enquire(reference: TransactionReference): Promise<CallcenterResult> {
    return enquiryResultOf(await this.callApi(hashServiceInquire, { body: { ...reference } }));
  }

  async refund(reference: TransactionReference, idempotencyKey: string): Promise<CallcenterResult> {
    return refundResultOf(await this.callApi(hashServiceRefund, { body: { ...reference }, headers: { [idempotencyKeyHeader]: idempotencyKey } }));
  }
}
