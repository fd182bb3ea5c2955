import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { DatabaseSchema } from '../db/database-schema';
import { writeCheckoutLog } from '../checkout-logs';
import type { CheckoutPayments } from './checkout-payments.service';
import type { CheckoutSessions } from './checkout-sessions.service';

export type WebhookAnswer = { kind: 'refused'; message: string } | { kind: 'handled' | 'repeated' | 'ignored'; eventId: string };

/**
 * docs/decisions/0046-card-processor.md: the card processor's events. The signature is verified by the
 * SDK over the exact body; an event is handled once (card_processor_events); a payment's event is only
 * a reason to ask: the payment is confirmed exactly as a status check confirms it (CheckoutPayments.confirmRef,
 * which asks the processor and settles through CheckoutSettlement). A refund is written to the checkout logs.
 */
export class CardProcessorWebhook {
  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      stripe: Stripe;
      webhookSecret: string;
      payments: CheckoutPayments;
      sessions: CheckoutSessions;
    },
  ) {}

  async receive(rawBody: string, signature: string | undefined): Promise<WebhookAnswer> {
    let event: Stripe.Event;
    try {
      event = this.deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.deps.webhookSecret);
    } catch (error) {
      return { kind: 'refused', message: error instanceof Error ? error.message : 'Invalid signature' };
    }
    const seen = await this.deps.db.selectFrom('card_processor_events').select('event_id').where('event_id', '=', event.id).executeTakeFirst();
    if (seen !== undefined) return { kind: 'repeated', eventId: event.id };
    const handled = await this.handle(event);
    // Written after the work: an event whose handling failed is handled again when the processor retries it.
    await this.deps.db
      .insertInto('card_processor_events')
      .values({ event_id: event.id, type: event.type })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .execute();
    return { kind: handled ? 'handled' : 'ignored', eventId: event.id };
  }

  private async handle(event: Stripe.Event): Promise<boolean> {
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const ref = await this.referenceOf(event.data.object.id);
      if (ref === undefined) return false;
      await this.deps.payments.confirmRef(ref);
      return true;
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const ref = intentId === undefined ? undefined : await this.referenceOf(intentId);
      const session = ref === undefined ? undefined : await this.deps.sessions.sessionByRef(ref);
      if (ref === undefined || session === undefined) return false;
      await writeCheckoutLog(this.deps.db, {
        provider: 'card',
        orderId: session.order_id,
        serviceId: session.public_service_id,
        request: { operation: 'refund-notice', event: event.id, merchantRefNumber: ref, paymentIntent: intentId },
        response: { charge: charge.id, amountRefunded: charge.amount_refunded, refunded: charge.refunded },
      });
      return true;
    }
    return false;
  }

  /** Our reference of an intent we started; an intent we did not start is none of ours. */
  private async referenceOf(intentId: string): Promise<string | undefined> {
    const row = await this.deps.db
      .selectFrom('card_processor_payments')
      .select('merchant_ref_number')
      .where('payment_intent_id', '=', intentId)
      .executeTakeFirst();
    return row?.merchant_ref_number;
  }
}
