import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { cardBrands } from '../../../src/domain/checkout/card';
import type { ProviderOrderStatus } from '../../../src/domain/checkout/checkout-status';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { money, toMinor } from '../../../src/domain/money/money';
import type { CardProcessorConfig } from '../config';
import type { DatabaseSchema } from '../db/database-schema';
import type { CardInput, CheckoutProviderPort, ProviderPayment, ProviderPaymentRequest, ProviderRefund } from './checkout-provider.port';

/** The official SDK pointed at the configured API (api.stripe.com, or the card simulator at STRIPE_API_BASE). */
export function stripeClient(config: CardProcessorConfig): Stripe {
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    ...(base.port === '' ? {} : { port: Number(base.port) }),
    // Every POST carries our idempotency key, so the SDK's retries never pay twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * docs/decisions/0046-card-processor.md: card payments through a Stripe-like processor. The browser
 * tokenised the card at the processor (docs/providers.md "Card processor"); this adapter only ever sees
 * the payment method's id. A PaymentIntent is created with our reference as its idempotency key and
 * metadata, remembered by reference (the processor is asked by its id), then confirmed: it pays, asks
 * for 3-D Secure (next_action.redirect_to_url is our redirectLink) or declines. Its status is the truth.
 */
export class StripeCardAdapter implements CheckoutProviderPort {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly stripe: Stripe,
    /** Our own origin: the processor sends the customer back to an absolute URL. */
    private readonly ownBase: () => string,
  ) {}

  async start(request: ProviderPaymentRequest, card?: CardInput): Promise<ProviderPayment> {
    if (card === undefined || !('paymentMethodId' in card)) throw new Error('The card processor takes a tokenised card (payment method id) only');
    const known = await this.intentIdOf(request.merchantRefNumber);
    if (known !== undefined) return this.paymentOf(request.merchantRefNumber, await this.retrieve(known));
    if (!isCurrencyCode(request.currency)) throw new Error(`Currency ${request.currency} is not one the gateway pays cards in`);
    const created = await this.stripe.paymentIntents.create(
      {
        amount: Number(toMinor(money(request.amount, request.currency))),
        currency: request.currency.toLowerCase(),
        metadata: { merchantRefNumber: request.merchantRefNumber, sessionId: request.sessionId },
      },
      { idempotencyKey: request.merchantRefNumber },
    );
    // Remembered before it can pay: a status check after a crash finds it.
    await this.db
      .insertInto('card_processor_payments')
      .values({ merchant_ref_number: request.merchantRefNumber, payment_intent_id: created.id })
      .onConflict((oc) => oc.column('merchant_ref_number').doNothing())
      .execute();
    const returnUrl = request.returnUrl === undefined ? undefined : new URL(request.returnUrl.success, this.ownBase()).toString();
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.confirm(
        created.id,
        { payment_method: card.paymentMethodId, expand: ['payment_method'], ...(returnUrl === undefined ? {} : { return_url: returnUrl }) },
        { idempotencyKey: `${request.merchantRefNumber}-confirm` },
      );
    } catch (error) {
      // A decline is an answer (402 card_error): the intent holds it as last_payment_error.
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      intent = await this.retrieve(created.id);
    }
    return this.paymentOf(request.merchantRefNumber, intent);
  }

  async status(merchantRefNumber: string): Promise<ProviderPayment | null> {
    const id = await this.intentIdOf(merchantRefNumber);
    return id === undefined ? null : this.paymentOf(merchantRefNumber, await this.retrieve(id));
  }

  async cancel(merchantRefNumber: string): Promise<ProviderPayment | null> {
    const id = await this.intentIdOf(merchantRefNumber);
    if (id === undefined) return null;
    try {
      await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }, { idempotencyKey: `${merchantRefNumber}-cancel` });
    } catch (error) {
      // Paid or cancelled meanwhile: the intent's status says which.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    return this.paymentOf(merchantRefNumber, await this.retrieve(id));
  }

  /** A whole payment given back; the idempotency key is the refund's reference, so asking again answers the first refund. */
  async refund(merchantRefNumber: string, reason: string): Promise<ProviderRefund> {
    const request = { merchantRefNumber, operation: 'refund', reason };
    const id = await this.intentIdOf(merchantRefNumber);
    if (id === undefined)
      return {
        refunded: false,
        reference: null,
        reason: 'Unknown payment',
        exchange: { request, response: { refundStatus: 'REFUSED', responseDesc: 'Unknown payment' } },
      };
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: id, reason: 'requested_by_customer', metadata: { merchantRefNumber, reason } },
        { idempotencyKey: refundReferenceOf(merchantRefNumber) },
      );
      const refunded = refund.status === 'succeeded' || refund.status === 'pending';
      const answer = refunded ? 'REFUNDED' : `Refund ${refund.status ?? 'unknown'}`;
      return {
        refunded,
        // The statement lists a refund under the merchantRefNumber metadata given here (card.statement-adapter.ts).
        reference: refunded ? merchantRefNumber : null,
        reason: answer,
        exchange: { request: { ...request, paymentIntent: id }, response: { refund: refund.id, refundStatus: refund.status, responseDesc: answer } },
      };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      // Given back already (another key, or at the processor's dashboard): the money is back either way.
      const refunded = error.code === 'charge_already_refunded';
      return {
        refunded,
        reference: refunded ? merchantRefNumber : null,
        reason: refunded ? 'REFUNDED' : `Not refundable: ${error.message}`,
        exchange: {
          request: { ...request, paymentIntent: id },
          response: { refundStatus: refunded ? 'REFUNDED' : 'REFUSED', code: error.code, responseDesc: error.message },
        },
      };
    }
  }

  /** Our reference of a processor's PaymentIntent, when we started it (the webhook names the intent). */
  async knows(merchantRefNumber: string): Promise<boolean> {
    return (await this.intentIdOf(merchantRefNumber)) !== undefined;
  }

  private async intentIdOf(merchantRefNumber: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('card_processor_payments')
      .select('payment_intent_id')
      .where('merchant_ref_number', '=', merchantRefNumber)
      .executeTakeFirst();
    return row?.payment_intent_id;
  }

  private retrieve(id: string): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
  }

  private paymentOf(merchantRefNumber: string, intent: Stripe.PaymentIntent): ProviderPayment {
    const status = orderStatusOf(intent);
    const method =
      typeof intent.payment_method === 'object' && intent.payment_method !== null ? intent.payment_method : intent.last_payment_error?.payment_method;
    const brand = cardBrands.find((known) => known === method?.card?.brand) ?? null;
    const lastFour = method?.card?.last4 ?? null;
    const redirectLink = intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null;
    const responseDesc =
      status === 'PAID'
        ? 'SUCCESS'
        : status === 'UNPAID'
          ? 'PENDING'
          : (intent.last_payment_error?.message ?? (intent.status === 'canceled' ? 'Payment cancelled' : 'FAILED'));
    return {
      merchantRefNumber,
      status,
      redirectLink,
      walletQr: null,
      cardBrand: brand,
      lastFour,
      responseDesc,
      exchange: {
        request: {
          merchantRefNumber,
          method: 'CARD',
          paymentIntent: intent.id,
          amount: intent.amount,
          currency: intent.currency,
          ...(lastFour === null ? {} : { cardBrand: brand, cardLast4: lastFour }),
        },
        response: {
          paymentIntent: intent.id,
          intentStatus: intent.status,
          orderStatus: status,
          responseDesc,
          ...(redirectLink === null ? {} : { redirectLink }),
          ...(intent.last_payment_error?.code === undefined ? {} : { code: intent.last_payment_error.code }),
        },
      },
    };
  }
}

/** The refund's reference at the processor (its idempotency key): one refund per payment. */
export const refundReferenceOf = (merchantRefNumber: string): string => `refund-${merchantRefNumber}`;

/**
 * A PaymentIntent's status in the checkout's words: succeeded is paid; cancelled, or back to
 * requires_payment_method after a decline or a failed 3-D Secure, is failed (a new attempt starts a
 * new intent); anything else still waits for the customer or the processor.
 */
export function orderStatusOf(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): ProviderOrderStatus {
  if (intent.status === 'succeeded') return 'PAID';
  if (intent.status === 'canceled') return 'FAILED';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error !== null && intent.last_payment_error !== undefined) return 'FAILED';
  return 'UNPAID';
}
