import { maskedObject } from '../../../../src/domain/checkout-logs/secret-masking';
import { ProviderCallError, type ProviderHttp } from '../wire/provider-http';
import { inquiryRetries } from '../wire/wire-settings';
import { hasValidJazzcashHash } from './jazzcash-secure-hash';
import { jazzcashStatementPath } from './jazzcash-statement';
import {
  type JazzcashCredentials,
  type JazzcashPaymentInput,
  jazzcashDisbursementRequest,
  jazzcashInquiryRequest,
  jazzcashPaths,
  jazzcashPaymentRequest,
  jazzcashRefundRequest,
} from './jazzcash-wire';

/** One exchange with Jazzcash as the checkout logs keep it: the request masked, the answer or why none came. */
export interface JazzcashExchange {
  request: Record<string, string>;
  response: Record<string, unknown>;
  /** Null: Jazzcash answered (see response); else why no usable answer came. */
  failure: ProviderCallError | null;
}

function stringFields(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * Jazzcash's REST API over HTTP: builds and signs each request (jazzcash-wire.ts), checks the answer's
 * pp_SecureHash, and reports a missing, forged or unreadable answer as a failure, never as an outcome.
 */
export class JazzcashClient {
  constructor(
    private readonly http: ProviderHttp,
    private readonly credentials: JazzcashCredentials,
    private readonly now: () => Date = () => new Date(),
  ) {}

  pay(input: Omit<JazzcashPaymentInput, 'at'>): Promise<JazzcashExchange> {
    return this.exchange(jazzcashPaths.payment, jazzcashPaymentRequest({ ...input, at: this.now() }, this.credentials), 0);
  }

  inquire(txnRefNo: string): Promise<JazzcashExchange> {
    return this.exchange(jazzcashPaths.inquiry, jazzcashInquiryRequest(txnRefNo, this.credentials), inquiryRetries);
  }

  refund(input: { txnRefNo: string; amount: string; currency: string }): Promise<JazzcashExchange> {
    return this.exchange(jazzcashPaths.refund, jazzcashRefundRequest(input, this.credentials), 0);
  }

  disburse(input: { txnRefNo: string; amount: string; walletNumber: string }): Promise<JazzcashExchange> {
    return this.exchange(jazzcashPaths.disbursement, jazzcashDisbursementRequest({ ...input, at: this.now() }, this.credentials), 0);
  }

  /**
   * The transaction report of one day (docs/providers.md "Daily statements"), asked with the merchant id
   * and password as HTTP Basic credentials; asking again changes nothing, so it is retried like an inquiry.
   * Throws ProviderCallError when no report came.
   */
  async statement(day: string): Promise<string> {
    const authorization = `Basic ${Buffer.from(`${this.credentials.merchantId}:${this.credentials.password}`, 'utf8').toString('base64')}`;
    return (await this.http.getText(jazzcashStatementPath(day), { authorization }, { retries: inquiryRetries })).text;
  }

  private async exchange(path: string, fields: Record<string, string>, retries: number): Promise<JazzcashExchange> {
    // The password, MPIN and hash never reach a log (the project's one masking rule).
    const request = maskedObject(fields) as Record<string, string>;
    try {
      const answer = await this.http.postJson(path, fields, {}, { retries });
      const response = { ...answer.body, ...(answer.tries > 1 ? { tries: answer.tries } : {}) };
      if (typeof answer.body.pp_ResponseCode !== 'string')
        return { request, response, failure: new ProviderCallError('bad-answer', `HTTP ${answer.httpStatus} without pp_ResponseCode`, answer.tries) };
      // A signed answer must verify; an unsigned one is a refusal of the request itself (Jazzcash signs what it processed).
      if (typeof answer.body.pp_SecureHash === 'string' && !hasValidJazzcashHash(stringFields(answer.body), this.credentials.integritySalt))
        return { request, response, failure: new ProviderCallError('bad-answer', 'the answer pp_SecureHash does not verify', answer.tries) };
      return { request, response, failure: null };
    } catch (error) {
      const failure = error instanceof ProviderCallError ? error : new ProviderCallError('network', String(error), 1);
      return { request, response: { failure: failure.failure, message: failure.message, tries: failure.tries }, failure };
    }
  }
}
