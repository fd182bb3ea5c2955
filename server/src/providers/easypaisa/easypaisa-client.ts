import { ProviderCallError, type ProviderHttp } from '../wire/provider-http';
import { inquiryRetries } from '../wire/wire-settings';
import {
  type EasypaisaCredentials,
  easypaisaCredentialsHeader,
  easypaisaDisbursementRequest,
  easypaisaInquiryRequest,
  easypaisaPaths,
  easypaisaPaymentRequest,
  easypaisaRefundRequest,
} from './easypaisa-wire';
import { easypaisaStatementPath } from './easypaisa-statement';

/** One exchange with Easypaisa as the checkout logs keep it (the Credentials header is never among them). */
export interface EasypaisaExchange {
  request: Record<string, string>;
  response: Record<string, unknown>;
  failure: ProviderCallError | null;
}

/** Easypaisa's REST API over HTTP: each request with the `Credentials` header; an answer without responseCode is a failure. */
export class EasypaisaClient {
  readonly #headers: Record<string, string>;

  constructor(
    private readonly http: ProviderHttp,
    private readonly credentials: EasypaisaCredentials,
  ) {
    this.#headers = { Credentials: easypaisaCredentialsHeader(credentials) };
  }

  pay(input: { orderId: string; amount: string; mobileAccountNo: string; emailAddress: string }): Promise<EasypaisaExchange> {
    return this.exchange(easypaisaPaths.payment, easypaisaPaymentRequest(input, this.credentials), 0);
  }

  inquire(orderId: string): Promise<EasypaisaExchange> {
    return this.exchange(easypaisaPaths.inquiry, easypaisaInquiryRequest(orderId, this.credentials), inquiryRetries);
  }

  refund(input: { orderId: string; amount: string }): Promise<EasypaisaExchange> {
    return this.exchange(easypaisaPaths.refund, easypaisaRefundRequest(input, this.credentials), 0);
  }

  disburse(input: { orderId: string; amount: string; walletNumber: string }): Promise<EasypaisaExchange> {
    return this.exchange(easypaisaPaths.disbursement, easypaisaDisbursementRequest(input, this.credentials), 0);
  }

  /**
   * The store's transaction report of one day (docs/providers.md "Daily statements"), with the
   * `Credentials` header; retried like an inquiry. Throws ProviderCallError when no report came.
   */
  async statement(day: string): Promise<string> {
    return (await this.http.getText(easypaisaStatementPath(day, this.credentials.storeId), this.#headers, { retries: inquiryRetries })).text;
  }

  private async exchange(path: string, body: Record<string, string>, retries: number): Promise<EasypaisaExchange> {
    try {
      const answer = await this.http.postJson(path, body, this.#headers, { retries });
      const response = { ...answer.body, ...(answer.tries > 1 ? { tries: answer.tries } : {}) };
      if (typeof answer.body.responseCode !== 'string')
        return { request: body, response, failure: new ProviderCallError('bad-answer', `HTTP ${answer.httpStatus} without responseCode`, answer.tries) };
      return { request: body, response, failure: null };
    } catch (error) {
      const failure = error instanceof ProviderCallError ? error : new ProviderCallError('network', String(error), 1);
      return { request: body, response: { failure: failure.failure, message: failure.message, tries: failure.tries }, failure };
    }
  }
}
