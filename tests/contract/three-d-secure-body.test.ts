import { describe, expect, it } from 'vitest';
import { threeDSecureCheckoutBodySchema } from '../../src/contract/checkout.contract';

// docs/decisions/0046-card-processor.md: a card payment carries the card's details (the sandbox) or the
// processor's payment method id, never both.
const common = { sid: 'demo-checkout-01', paymentMethod: 'CARD', customerName: 'Ayesha Khan', customerMobile: '03001234567', idempotencyKey: 'key-12345678' };
const details = { cardNumber: '4242424242424242', cvv: '123', cardExpiryMonth: '12', cardExpiryYear: '39' };
const fieldsOf = (body: unknown) => threeDSecureCheckoutBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the 3-D Secure checkout body', () => {
  it('takes the card details or a payment method id', () => {
    expect(threeDSecureCheckoutBodySchema.safeParse({ ...common, ...details }).success).toBe(true);
    expect(threeDSecureCheckoutBodySchema.safeParse({ ...common, paymentMethodId: 'pm_0bb44fb600533fbbedaf7a1a' }).success).toBe(true);
  });

  it('refuses card details beside a payment method id, naming each', () => {
    expect(fieldsOf({ ...common, ...details, paymentMethodId: 'pm_1' })).toEqual(['cardNumber', 'cvv', 'cardExpiryMonth', 'cardExpiryYear']);
  });

  it('names each missing card field when there is no payment method id, and a malformed id', () => {
    expect(fieldsOf({ ...common, cardNumber: details.cardNumber })).toEqual(['cvv', 'cardExpiryMonth', 'cardExpiryYear']);
    expect(fieldsOf({ ...common, paymentMethodId: 'tok_1' })).toContain('paymentMethodId');
    expect(fieldsOf({ ...common, ...details, cardExpiryYear: '20' })).toEqual(['cardExpiryYear']);
  });
});
