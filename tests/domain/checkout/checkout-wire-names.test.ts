import { describe, expect, it } from 'vitest';
import { cardBrands } from '../../../src/domain/checkout/card';
import { checkoutSessionStatuses, hostedCheckoutPollDelayMs, sessionPageRedirectDelayMs } from '../../../src/domain/checkout/checkout-status';
import { notificationBaseDelayMs, notificationMaxAttempts } from '../../../src/domain/checkout/notification-retry';
import { signatureHeaders, signatureWindowSeconds } from '../../../src/domain/checkout/request-signing';

// The names a merchant's server and the checkout contract rely on: a change here breaks their requests.
describe('checkout names on the wire', () => {
  it('signs requests with the x-pgw headers, within five minutes (docs/decisions/0031-hosted-checkout.md)', () => {
    expect(signatureHeaders).toEqual({ sid: 'x-pgw-sid', timestamp: 'x-pgw-timestamp', nonce: 'x-pgw-nonce', signature: 'x-pgw-signature' });
    expect(signatureWindowSeconds).toBe(300);
  });

  it('names the card brands of the contract’s cardBrand (spec 3 §5)', () => {
    expect(cardBrands).toEqual(['visa', 'mastercard', 'amex', 'discover', 'unionpay']);
  });

  it('keeps the session statuses and the delays of spec 3 §4 and §9', () => {
    expect(checkoutSessionStatuses).toEqual(['Created', 'Pending', 'Paid', 'Failed', 'Expired']);
    expect(sessionPageRedirectDelayMs).toBe(5000);
    expect(hostedCheckoutPollDelayMs).toBe(15_000);
    expect(notificationBaseDelayMs).toBe(5000);
    expect(notificationMaxAttempts).toBe(6);
  });
});
