import { isExpiryInFuture, isValidCardNumber, cardBrandOf, cardDigitsOf, lastFourOf } from '../../../../src/domain/checkout/card';
import { type FormValue, objectField, textField } from './form-body';
import { newId, nowSeconds, type SimulatorStore, type StripeObject } from './simulator-store';
import { StripeError, invalidRequest, missingParam, noSuch, unexpectedState } from './stripe-errors';
import { declines, scenarioOf } from './test-cards';
import type { WebhookSender } from './webhook-sender';

type Body = Record<string, FormValue>;

const cardError = (code: string, message: string, param: string): StripeError => new StripeError(402, { type: 'card_error', code, message, param });

/**
 * The part of Stripe's API the gateway uses, as state changes over the simulator's store: payment
 * methods (tokenised cards), PaymentIntents (requires_payment_method → requires_action → succeeded,
 * or back to requires_payment_method with last_payment_error, or canceled), charges and refunds.
 */
export class PaymentIntents {
  constructor(
    private readonly store: SimulatorStore,
    private readonly webhooks: WebhookSender,
    /** Where the 3-D Secure page of a payment intent is. */
    private readonly challengeUrl: (intentId: string) => string,
  ) {}

  createPaymentMethod(body: Body): StripeObject {
    if (textField(body, 'type') !== 'card') throw invalidRequest('Only card payment methods are supported.', 'type');
    const card = objectField(body, 'card');
    const number = cardDigitsOf(typeof card.number === 'string' ? card.number : '');
    if (number === '') throw missingParam('card[number]');
    if (!isValidCardNumber(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
    const month = Number(card.exp_month);
    const rawYear = Number(card.exp_year);
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    if (!Number.isInteger(month) || month < 1 || month > 12) throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
    if (!Number.isInteger(year) || !isExpiryInFuture({ month, year }, new Date())) {
      throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
    }
    const cvc = typeof card.cvc === 'string' ? card.cvc : '';
    if (cvc !== '' && !/^\d{3,4}$/.test(cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
    const billing = objectField(body, 'billing_details');
    const object: StripeObject = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      livemode: false,
      billing_details: { name: typeof billing.name === 'string' ? billing.name : null },
      card: { brand: cardBrandOf(number) ?? 'unknown', last4: lastFourOf(number), exp_month: month, exp_year: year, funding: 'credit', country: 'US' },
      metadata: {},
    };
    return this.store.change((state) => {
      state.paymentMethods[object.id] = { object, scenario: scenarioOf(number) };
      return object;
    });
  }

  paymentMethod(id: string): StripeObject {
    const found = this.store.state.paymentMethods[id];
    if (found === undefined) throw noSuch('PaymentMethod', id);
    return found.object;
  }

  createIntent(body: Body): StripeObject {
    const amountText = textField(body, 'amount');
    const currency = textField(body, 'currency');
    if (amountText === undefined) throw missingParam('amount');
    if (currency === undefined) throw missingParam('currency');
    const amount = Number(amountText);
    if (!/^\d+$/.test(amountText) || !Number.isSafeInteger(amount) || amount < 1)
      throw invalidRequest('Invalid integer: amount', 'amount', 'parameter_invalid_integer');
    const paymentMethod = textField(body, 'payment_method') ?? null;
    if (paymentMethod !== null) this.paymentMethod(paymentMethod);
    const id = newId('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: currency.toLowerCase(),
      status: paymentMethod === null ? 'requires_payment_method' : 'requires_confirmation',
      payment_method: paymentMethod,
      payment_method_types: ['card'],
      client_secret: `${id}_secret_${newId('s').slice(2)}`,
      created: nowSeconds(),
      livemode: false,
      description: textField(body, 'description') ?? null,
      metadata: objectField(body, 'metadata'),
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      cancellation_reason: null,
      canceled_at: null,
      return_url: textField(body, 'return_url') ?? null,
    };
    this.store.change((state) => {
      state.paymentIntents[id] = intent;
    });
    return textField(body, 'confirm') === 'true' ? this.confirm(id, {}) : intent;
  }

  intent(id: string): StripeObject {
    const found = this.store.state.paymentIntents[id];
    if (found === undefined) throw noSuch('payment_intent', id);
    return found;
  }

  /** Confirms with the intent's payment method (or the one given): pays, asks for 3-D Secure, or declines (402, as Stripe). */
  confirm(id: string, body: Body): StripeObject {
    const intent = this.intent(id);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw unexpectedState(
        `This PaymentIntent's status is ${String(intent.status)}, but it must be requires_payment_method or requires_confirmation to be confirmed.`,
      );
    }
    const methodId = textField(body, 'payment_method') ?? (typeof intent.payment_method === 'string' ? intent.payment_method : undefined);
    if (methodId === undefined) throw missingParam('payment_method');
    const method = this.store.state.paymentMethods[methodId];
    if (method === undefined) throw noSuch('PaymentMethod', methodId, 'payment_method');
    const returnUrl = textField(body, 'return_url') ?? (typeof intent.return_url === 'string' ? intent.return_url : null);
    const base = { ...intent, payment_method: methodId, return_url: returnUrl, last_payment_error: null };
    const scenario = method.scenario;
    if (scenario === 'succeeds') return this.succeed(base);
    if (scenario === 'challenge' || scenario === 'challenge-fails') {
      if (returnUrl === null) throw invalidRequest('This PaymentIntent requires a return_url to be confirmed.', 'return_url');
      return this.save({
        ...base,
        status: 'requires_action',
        next_action: { type: 'redirect_to_url', redirect_to_url: { url: this.challengeUrl(id), return_url: returnUrl } },
      });
    }
    const decline = declines[scenario];
    const failed = this.fail(base, decline);
    throw new StripeError(402, {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.decline_code,
      message: decline.message,
      payment_intent: failed,
    });
  }

  /** The 3-D Secure page's answer: the test card that always fails its challenge fails whatever the customer does. */
  completeChallenge(id: string, passed: boolean): StripeObject {
    const intent = this.intent(id);
    if (intent.status !== 'requires_action') return intent;
    const method = typeof intent.payment_method === 'string' ? this.store.state.paymentMethods[intent.payment_method] : undefined;
    const base = { ...intent, next_action: null };
    return passed && method?.scenario === 'challenge' ? this.succeed(base) : this.fail(base, declines.authentication);
  }

  cancel(id: string, body: Body): StripeObject {
    const intent = this.intent(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      );
    }
    return this.save({
      ...intent,
      status: 'canceled',
      next_action: null,
      canceled_at: nowSeconds(),
      cancellation_reason: textField(body, 'cancellation_reason') ?? null,
    });
  }

  refund(body: Body): StripeObject {
    const intentId = textField(body, 'payment_intent');
    if (intentId === undefined) throw missingParam('payment_intent');
    const intent = this.intent(intentId);
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : undefined;
    const charge = chargeId === undefined ? undefined : this.store.state.charges[chargeId];
    if (intent.status !== 'succeeded' || charge === undefined) {
      throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'payment_intent', 'charge_not_refundable');
    }
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    const amountText = textField(body, 'amount');
    const amount = amountText === undefined ? remaining : Number(amountText);
    if (remaining <= 0) {
      throw new StripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` });
    }
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining) {
      throw invalidRequest(`Refund amount (${amountText ?? ''}) is greater than unrefunded amount on charge (${remaining})`, 'amount', 'amount_too_large');
    }
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intentId,
      status: 'succeeded',
      reason: textField(body, 'reason') ?? null,
      metadata: objectField(body, 'metadata'),
      created: nowSeconds(),
    };
    const refundedCharge = this.store.change((state) => {
      state.refunds[refund.id] = refund;
      const refunded = Number(charge.amount_refunded) + amount;
      const next = { ...charge, amount_refunded: refunded, refunded: refunded === Number(charge.amount) };
      state.charges[charge.id] = next;
      return next;
    });
    this.webhooks.send('charge.refunded', refundedCharge);
    return refund;
  }

  refundById(id: string): StripeObject {
    const found = this.store.state.refunds[id];
    if (found === undefined) throw noSuch('refund', id);
    return found;
  }

  private succeed(intent: StripeObject): StripeObject {
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      metadata: intent.metadata,
      created: nowSeconds(),
    };
    this.store.change((state) => {
      state.charges[charge.id] = charge;
    });
    const paid = this.save({ ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id, next_action: null });
    this.webhooks.send('payment_intent.succeeded', paid);
    return paid;
  }

  private fail(intent: StripeObject, decline: { code: string; decline_code: string | undefined; message: string }): StripeObject {
    const method = typeof intent.payment_method === 'string' ? this.store.state.paymentMethods[intent.payment_method]?.object : undefined;
    const failed = this.save({
      ...intent,
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: 'card_error',
        code: decline.code,
        ...(decline.decline_code === undefined ? {} : { decline_code: decline.decline_code }),
        message: decline.message,
        payment_method: method ?? null,
      },
    });
    this.webhooks.send('payment_intent.payment_failed', failed);
    return failed;
  }

  private save(intent: StripeObject): StripeObject {
    return this.store.change((state) => {
      state.paymentIntents[intent.id] = intent;
      return intent;
    });
  }
}
