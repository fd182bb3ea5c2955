import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCardOperator, operatorOfPayment, walletOperators } from '../../../src/domain/transactions/payment-operator';

describe('the operator a payment is recorded under', () => {
  it('is the wallet network for a wallet payment, whatever the service is set up with', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (serviceOperator) => {
        expect(operatorOfPayment('easypaisa', serviceOperator)).toBe('Telenor');
        expect(operatorOfPayment('jazzcash', serviceOperator)).toBe('Jazz');
      }),
    );
    expect(walletOperators).toEqual({ easypaisa: 'Telenor', jazzcash: 'Jazz' });
  });

  it("is the service's card acquirer for a card payment, the default one when it names none", () => {
    expect(operatorOfPayment('card', 'Stripe')).toBe('Stripe');
    expect(operatorOfPayment('card', 'Checkout.com')).toBe('Checkout.com');
    expect(operatorOfPayment('card', null)).toBe(defaultCardOperator);
    expect(operatorOfPayment('card', '  ')).toBe(defaultCardOperator);
  });
});
