import type { Kysely } from 'kysely';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import type { ProviderOrderStatus } from '../../../src/domain/checkout/checkout-status';
import type { DatabaseSchema } from '../db/database-schema';
import type { CardDetails, CheckoutMethod, CheckoutProviderPort, ProviderPayment, ProviderPaymentRequest, ProviderRefund } from './checkout-provider.port';
import { easypaisaOutcomeOf, easypaisaRefundReference, easypaisaStatusOf } from './easypaisa/easypaisa-wire';
import { jazzcashOutcomeOf, jazzcashRefundReference } from './jazzcash/jazzcash-wire';
import type { WalletWireClients } from './wallet-wire-clients';
import { ProviderCallError } from './wire/provider-http';

type Exchange = { request: Record<string, unknown>; response: Record<string, unknown>; failure: ProviderCallError | null };

/**
 * docs/decisions/0043-provider-wire-adapters.md: the session page's Jazzcash and Easypaisa payments go to the
 * configured wallet's REST API; every other method (and an unconfigured wallet) to the checkout's sandbox.
 * A call without a usable answer throws, as the checkout expects of a provider that did not answer (the
 * attempt stays in flight and is asked about again by its reference). A wallet payment cannot be cancelled
 * at the provider: cancelling answers its status, and it ends when the customer acts or it expires there.
 */
export class WalletCheckoutAdapter implements CheckoutProviderPort {
  constructor(
    private readonly sandbox: CheckoutProviderPort,
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clients: WalletWireClients,
  ) {}

  async start(request: ProviderPaymentRequest, card?: CardDetails): Promise<ProviderPayment> {
    const parsed = parseCheckoutMobile(request.customerMobile);
    const mobile = parsed.ok ? parsed.local : request.customerMobile;
    const { jazzcash, easypaisa } = this.clients;
    if (request.method === 'JAZZCASH' && jazzcash !== undefined) {
      const answer = await jazzcash.pay({
        txnRefNo: request.merchantRefNumber,
        billReference: request.sessionId,
        description: `Payment ${request.merchantRefNumber}`,
        amount: request.amount,
        currency: request.currency,
        mobileNumber: mobile,
        cnic: (request.cnic ?? '').replace(/\D/g, '').slice(-6),
        expiresInMinutes: 60,
      });
      return jazzcashPayment(request.merchantRefNumber, answer, 'pp_ResponseCode');
    }
    if (request.method === 'EASYPAISA' && easypaisa !== undefined) {
      const answer = await easypaisa.pay({
        orderId: request.merchantRefNumber,
        amount: request.amount,
        mobileAccountNo: mobile,
        emailAddress: request.email ?? '',
      });
      return easypaisaPayment(request.merchantRefNumber, answer, easypaisaOutcomeOf(String(answer.response.responseCode)));
    }
    return this.sandbox.start(request, card);
  }

  async status(merchantRefNumber: string): Promise<ProviderPayment | null> {
    const method = await this.methodOf(merchantRefNumber);
    const { jazzcash, easypaisa } = this.clients;
    if (method === 'JAZZCASH' && jazzcash !== undefined) {
      const answer = await jazzcash.inquire(merchantRefNumber);
      if (answer.failure === null && jazzcashOutcomeOf(String(answer.response.pp_ResponseCode)) === 'not-found') return null;
      if (answer.failure === null && jazzcashOutcomeOf(String(answer.response.pp_ResponseCode)) !== 'paid')
        throw new ProviderCallError('bad-answer', describe(answer), 1);
      return jazzcashPayment(merchantRefNumber, answer, 'pp_PaymentResponseCode');
    }
    if (method === 'EASYPAISA' && easypaisa !== undefined) {
      const answer = await easypaisa.inquire(merchantRefNumber);
      const outcome = easypaisaOutcomeOf(String(answer.response.responseCode));
      if (answer.failure === null && outcome === 'not-found') return null;
      const status = easypaisaStatusOf(String(answer.response.transactionStatus ?? ''));
      return easypaisaPayment(
        merchantRefNumber,
        answer,
        outcome !== 'success' ? outcome : status === 'Success' ? 'success' : status === 'Pending' ? 'pending' : 'declined',
      );
    }
    return this.sandbox.status(merchantRefNumber);
  }

  async cancel(merchantRefNumber: string): Promise<ProviderPayment | null> {
    const method = await this.methodOf(merchantRefNumber);
    if (this.wired(method)) return this.status(merchantRefNumber);
    return this.sandbox.cancel(merchantRefNumber);
  }

  async refund(merchantRefNumber: string, reason: string): Promise<ProviderRefund> {
    const attempt = await this.db
      .selectFrom('checkout_attempts as a')
      .innerJoin('checkout_sessions as s', 's.id', 'a.session_id')
      .select(['a.method', 's.amount', 's.currency'])
      .where('a.merchant_ref_number', '=', merchantRefNumber)
      .executeTakeFirst();
    const { jazzcash, easypaisa } = this.clients;
    if (attempt?.method === 'JAZZCASH' && jazzcash !== undefined) {
      const answer = await jazzcash.refund({ txnRefNo: merchantRefNumber, amount: attempt.amount, currency: attempt.currency });
      if (answer.failure !== null) throw answer.failure;
      const refunded = jazzcashOutcomeOf(String(answer.response.pp_ResponseCode)) === 'paid';
      const reference = refunded ? jazzcashRefundReference(answer.response, merchantRefNumber) : null;
      return { refunded, reference, reason: `${reason}: ${describe(answer)}`, exchange: answer };
    }
    if (attempt?.method === 'EASYPAISA' && easypaisa !== undefined) {
      const answer = await easypaisa.refund({ orderId: merchantRefNumber, amount: attempt.amount });
      if (answer.failure !== null) throw answer.failure;
      const refunded = easypaisaOutcomeOf(String(answer.response.responseCode)) === 'success';
      const reference = refunded ? easypaisaRefundReference(answer.response, merchantRefNumber) : null;
      return { refunded, reference, reason: `${reason}: ${describe(answer)}`, exchange: answer };
    }
    return this.sandbox.refund(merchantRefNumber, reason);
  }

  private wired(method: CheckoutMethod | undefined): boolean {
    return (method === 'JAZZCASH' && this.clients.jazzcash !== undefined) || (method === 'EASYPAISA' && this.clients.easypaisa !== undefined);
  }

  private async methodOf(merchantRefNumber: string): Promise<CheckoutMethod | undefined> {
    const row = await this.db.selectFrom('checkout_attempts').select('method').where('merchant_ref_number', '=', merchantRefNumber).executeTakeFirst();
    return row?.method;
  }
}

function describe(answer: Exchange): string {
  const code = answer.response.pp_ResponseCode ?? answer.response.responseCode;
  const message = answer.response.pp_ResponseMessage ?? answer.response.responseDesc;
  return `${String(code)} ${String(message ?? '')}`.trim();
}

function payment(merchantRefNumber: string, status: ProviderOrderStatus, answer: Exchange): ProviderPayment {
  return {
    merchantRefNumber,
    status,
    redirectLink: null,
    walletQr: null,
    cardBrand: null,
    lastFour: null,
    responseDesc: status === 'PAID' ? 'SUCCESS' : describe(answer),
    exchange: { request: answer.request, response: answer.response },
  };
}

function jazzcashPayment(merchantRefNumber: string, answer: Exchange, codeField: 'pp_ResponseCode' | 'pp_PaymentResponseCode'): ProviderPayment {
  if (answer.failure !== null) throw answer.failure;
  const outcome = jazzcashOutcomeOf(String(answer.response[codeField] ?? ''));
  if (outcome === 'timeout' || outcome === 'error' || outcome === 'refused' || outcome === 'not-found')
    throw new ProviderCallError('bad-answer', `Jazzcash ${describe(answer)}`, 1);
  return payment(merchantRefNumber, outcome === 'paid' ? 'PAID' : outcome === 'pending' ? 'UNPAID' : 'FAILED', answer);
}

function easypaisaPayment(merchantRefNumber: string, answer: Exchange, outcome: ReturnType<typeof easypaisaOutcomeOf>): ProviderPayment {
  if (answer.failure !== null) throw answer.failure;
  if (outcome === 'error' || outcome === 'refused' || outcome === 'not-found') throw new ProviderCallError('bad-answer', `Easypaisa ${describe(answer)}`, 1);
  return payment(merchantRefNumber, outcome === 'success' ? 'PAID' : outcome === 'pending' ? 'UNPAID' : 'FAILED', answer);
}
