import {
  CheckoutRefusal,
  type CheckoutPort,
  type CheckoutSession,
  type PaymentOutcome,
  type PaymentRequest,
  type PaymentStart,
  type SessionKey,
} from '../../application/checkout/checkout.port';
import { parseCardExpiry } from '../../domain/checkout/card';
import { checkoutPaths as p } from '../../contract/checkout-paths';
import type { Base } from '../../contract/call-definition';

type Json = Record<string, unknown>;

/** The email the customer gave, when any (an empty field sends none: the session's stands in, spec 3 §5). */
const emailOf = (request: PaymentRequest): { email?: string } => (request.email.trim() === '' ? {} : { email: request.email.trim() });

/** The server's code for "A payment for this order is already in progress" (docs/decisions/0031-hosted-checkout.md). */
const paymentInProgressCode = 'payment_in_progress';

/**
 * The checkout page's HTTP adapter: plain fetch on the api and paymentGateway bases
 * (docs/spec/decisions.md §1), without the portal's transport and zod, so the checkout entry stays small
 * (docs/decisions/0031-hosted-checkout.md). The server validates every call with the contract; a
 * contract test checks the paths (checkout-paths.ts) and the adapter test the bodies.
 */
export class CheckoutHttpAdapter implements CheckoutPort {
  constructor(
    private readonly bases: Record<Base, string>,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  private async call(base: Base, method: string, path: string, body?: Json): Promise<Json> {
    const response = await this.fetcher(`${this.bases[base]}${path}`, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) {
      const first = (answer.errors as { message?: string; field?: string; code?: string }[] | undefined)?.[0];
      if (response.status >= 400 && response.status < 500 && first?.message !== undefined) throw new CheckoutRefusal(first.message, first.field, first.code);
      throw new Error(first?.message ?? `HTTP ${response.status}`);
    }
    return answer;
  }

  async loadSession(key: SessionKey): Promise<CheckoutSession> {
    const query =
      'sessionId' in key
        ? `sessionId=${encodeURIComponent(key.sessionId)}`
        : `serviceId=${encodeURIComponent(key.serviceId)}&orderId=${encodeURIComponent(key.orderId)}`;
    return (await this.call('api', 'GET', `${p.getService}?${query}`)) as unknown as CheckoutSession;
  }

  async pay(session: CheckoutSession, request: PaymentRequest, idempotencyKey: string): Promise<PaymentStart> {
    try {
      return await this.start(session, request, idempotencyKey);
    } catch (error) {
      // Another payment of this order is in flight (a second tab, a double click): follow it instead.
      if (error instanceof CheckoutRefusal && error.code === paymentInProgressCode) return { kind: 'following' };
      throw error;
    }
  }

  private async start(session: CheckoutSession, request: PaymentRequest, idempotencyKey: string): Promise<PaymentStart> {
    const sessionId = session.sessionId;
    switch (request.method) {
      case 'card': {
        const expiry = parseCardExpiry(request.card.expiry);
        const month = String(expiry?.month ?? 0).padStart(2, '0');
        const year = String((expiry?.year ?? 2000) % 100).padStart(2, '0');
        const processor = session.cardProcessor;
        // With a card processor the card goes to it and only its payment method id comes to us.
        const card =
          processor === null
            ? { cardNumber: request.card.number.replace(/\s/g, ''), cvv: request.card.cvv, cardExpiryMonth: month, cardExpiryYear: year }
            : { paymentMethodId: await this.tokenise(processor, request.card, month, year) };
        const answer = await this.call('paymentGateway', 'POST', p.threeDSecureCheckout, {
          sid: sessionId,
          paymentMethod: 'CARD',
          customerName: request.card.nameOnCard.trim(),
          customerMobile: request.mobileNumber,
          ...emailOf(request),
          ...card,
          idempotencyKey,
        });
        if (typeof answer.redirectLink === 'string' && answer.redirectLink !== '') return { kind: 'redirect', url: answer.redirectLink };
        // spec 3 §8: a card without a result url is 'Payment rejected'; a declined card fails.
        const status = await this.statusByReference(String(answer.merchantRefNumber ?? ''));
        return { kind: 'result', outcome: { ...status, message: String(answer.responseDesc ?? 'Payment rejected') } };
      }
      case 'mwallet': {
        if (request.walletMode === 'qr') {
          const answer = await this.call('paymentGateway', 'POST', p.walletViaQr, {
            sessionId,
            paymentMethod: 'MWALLET',
            customerMobile: request.mobileNumber,
            ...emailOf(request),
            idempotencyKey,
          });
          return { kind: 'qr', reference: String(answer.merchantRefNumber), qr: String(answer.walletQr) };
        }
        const answer = await this.call('paymentGateway', 'POST', p.walletViaR2p, {
          sessionId,
          paymentMethod: 'MWALLET',
          customerMobile: request.mobileNumber,
          debitMobileWalletNo: request.walletNumber,
          ...emailOf(request),
          idempotencyKey,
        });
        return { kind: 'reference', reference: String(answer.merchantRefNumber) };
      }
      case 'fawry': {
        const answer = await this.call('paymentGateway', 'POST', p.referenceNumber, {
          sessionId,
          paymentMethod: 'PAYATFAWRY',
          customerMobile: request.mobileNumber,
          ...emailOf(request),
          idempotencyKey,
        });
        return { kind: 'reference', reference: String(answer.merchantRefNumber) };
      }
      default: {
        const answer = await this.call('api', 'POST', p.walletCheckout, {
          provider: request.method,
          serviceId: session.serviceId,
          msisdn: request.mobileNumber,
          sessionId,
          idempotencyKey,
          ...emailOf(request),
          ...(request.method === 'jazzcash' ? { cnic: request.cnic } : {}),
        });
        const status = answer.status === 'success' || answer.status === 'failed' ? answer.status : 'pending';
        return { kind: 'result', outcome: { status, message: String(answer.responseDesc ?? ''), redirectUrl: String(answer.redirectUrl ?? '') } };
      }
    }
  }

  /**
   * As Stripe.js's createPaymentMethod: the card's fields, form-encoded, to the processor's
   * tokenisation endpoint with the publishable key; the processor's refusal names our form's field.
   */
  private async tokenise(processor: { apiBase: string; publishableKey: string }, card: PaymentRequest['card'], month: string, year: string): Promise<string> {
    const response = await this.fetcher(`${processor.apiBase}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: `Bearer ${processor.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': card.number.replace(/\s/g, ''),
        'card[exp_month]': month,
        'card[exp_year]': year,
        'card[cvc]': card.cvv,
        'billing_details[name]': card.nameOnCard.trim(),
      }).toString(),
    });
    const answer = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { message?: string; param?: string; code?: string } };
    if (response.ok && typeof answer.id === 'string') return answer.id;
    const refusal = answer.error;
    if (response.status >= 400 && response.status < 500 && refusal?.message !== undefined) {
      throw new CheckoutRefusal(refusal.message, processorFields[refusal.param ?? ''] ?? 'cardNumber', refusal.code);
    }
    throw new Error(refusal?.message ?? `Card processor HTTP ${response.status}`);
  }

  async statusByReference(reference: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.call('paymentGateway', 'POST', p.paymentStatus, { referanceNumber: reference }));
  }

  async confirmReturn(serviceId: string, orderId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.call('paymentGateway', 'PUT', p.threeDSecureUpdateStatus, { serviceId, orderId }));
  }
}

/** The processor's parameter a refusal names → the field of our card form. */
const processorFields: Record<string, string> = { number: 'cardNumber', exp_month: 'cardExpiry', exp_year: 'cardExpiry', cvc: 'cvv' };

function outcomeOf(answer: Json): PaymentOutcome {
  const status = answer.redirectStatus === 'SUCCESS' ? 'success' : answer.redirectStatus === 'FAILED' ? 'failed' : 'pending';
  return {
    status,
    message: status === 'success' ? 'Your transaction is processed successfully' : status === 'failed' ? 'Your transaction is failed' : 'Payment is pending',
    redirectUrl: String(answer.redirectUrl ?? ''),
  };
}
