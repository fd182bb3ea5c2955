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
        const answer = await this.call('paymentGateway', 'POST', p.threeDSecureCheckout, {
          sid: sessionId,
          paymentMethod: 'CARD',
          customerName: request.card.nameOnCard.trim(),
          customerMobile: request.mobileNumber,
          cardNumber: request.card.number.replace(/\s/g, ''),
          cvv: request.card.cvv,
          cardExpiryMonth: String(expiry?.month ?? 0).padStart(2, '0'),
          cardExpiryYear: String((expiry?.year ?? 2000) % 100).padStart(2, '0'),
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
            idempotencyKey,
          });
          return { kind: 'qr', reference: String(answer.merchantRefNumber), qr: String(answer.walletQr) };
        }
        const answer = await this.call('paymentGateway', 'POST', p.walletViaR2p, {
          sessionId,
          paymentMethod: 'MWALLET',
          customerMobile: request.mobileNumber,
          debitMobileWalletNo: request.walletNumber,
          idempotencyKey,
        });
        return { kind: 'reference', reference: String(answer.merchantRefNumber) };
      }
      case 'fawry': {
        const answer = await this.call('paymentGateway', 'POST', p.referenceNumber, {
          sessionId,
          paymentMethod: 'PAYATFAWRY',
          customerMobile: request.mobileNumber,
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
          ...(request.email.trim() === '' ? {} : { email: request.email.trim() }),
          ...(request.method === 'jazzcash' ? { cnic: request.cnic } : {}),
        });
        const status = answer.status === 'success' || answer.status === 'failed' ? answer.status : 'pending';
        return { kind: 'result', outcome: { status, message: String(answer.responseDesc ?? ''), redirectUrl: String(answer.redirectUrl ?? '') } };
      }
    }
  }

  async statusByReference(reference: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.call('paymentGateway', 'POST', p.paymentStatus, { referanceNumber: reference }));
  }

  async confirmReturn(serviceId: string, orderId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.call('paymentGateway', 'PUT', p.threeDSecureUpdateStatus, { serviceId, orderId }));
  }
}

function outcomeOf(answer: Json): PaymentOutcome {
  const status = answer.redirectStatus === 'SUCCESS' ? 'success' : answer.redirectStatus === 'FAILED' ? 'failed' : 'pending';
  return {
    status,
    message: status === 'success' ? 'Your transaction is processed successfully' : status === 'failed' ? 'Your transaction is failed' : 'Payment is pending',
    redirectUrl: String(answer.redirectUrl ?? ''),
  };
}
