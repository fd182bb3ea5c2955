import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutLogRowOf } from '../../../src/domain/checkout-logs/checkout-log-row';
import { isSecretName, looksLikeCardNumber, maskCardNumber, maskedValue, maskSecrets } from '../../../src/domain/checkout-logs/secret-masking';

const secretNames = [
  'password',
  'Password',
  'apiKey',
  'api_key',
  'privateKey',
  'clientSecret',
  'pp_SecureHash',
  'token',
  'accessToken',
  'cvv',
  'CVC',
  'pin',
  'mpin',
  'otp',
  'sid',
];
const cards = ['4242424242424242', '4000 0000 0000 0002', '5555-5555-5555-4444', '378282246310005'];

/** Every string value anywhere in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('maskSecrets (docs/decisions/0034-checkout-logs.md)', () => {
  it('masks a secret under any of its spellings, at any depth', () => {
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.constantFrom(...secretNames), fc.string({ minLength: 1 }), jsonValue, fc.integer({ min: 0, max: 5 }), (name, secret, noise, depth) => {
        let log: unknown = { [name]: secret, noise };
        for (let level = 0; level < depth; level += 1) log = { level: [log] };
        let masked = maskSecrets(log);
        for (let level = 0; level < depth; level += 1) masked = (masked as { level: unknown[] }).level[0];
        expect((masked as Record<string, unknown>)[name]).toBe(maskedValue);
      }),
    );
  });

  it('keeps no more than the last four digits of a card number, wherever it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cards), fc.constantFrom('cardNumber', 'card_no', 'reference', 'note'), (card, name) => {
        const masked = maskSecrets({ [name]: card, nested: [{ [name]: card }] });
        const digits = card.replace(/\D/g, '');
        for (const text of stringsOf(masked)) {
          expect(text.replace(/\D/g, '')).toBe(digits.slice(-4));
        }
      }),
    );
  });

  it('leaves ordinary fields alone', () => {
    const log = { orderId: 'ORD-1', transactionAmount: '499.00', mobileAccountNo: '03001234567', responseDesc: 'SUCCESS', pp_Amount: '49900' };
    expect(maskSecrets(log)).toEqual(log);
  });

  it('answers any JSON value as JSON, with no string it did not have or mask', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const masked = maskSecrets(value);
        expect(() => JSON.stringify(masked)).not.toThrow();
        const before = new Set(stringsOf(value));
        for (const text of stringsOf(masked)) expect(before.has(text) || text === maskedValue || text.startsWith('•••• ')).toBe(true);
      }),
    );
  });

  it('recognises names and card numbers', () => {
    expect(isSecretName('transactionId')).toBe(false);
    expect(isSecretName('storeId')).toBe(false);
    expect(looksLikeCardNumber('4242424242424241')).toBe(false);
    expect(looksLikeCardNumber('03001234567')).toBe(false);
    expect(maskCardNumber('12')).toBe(maskedValue);
  });
});

describe('checkoutLogRowOf (spec 3 §2)', () => {
  it("shows Jazzcash's response reference, amount in rupees, number and message", () => {
    const row = checkoutLogRowOf(
      'jazzcash',
      { pp_TxnRefNo: 'request-ref' },
      { pp_TxnRefNo: 'TEP1', pp_Amount: '49950', pp_MobileNumber: '03001234567', pp_ResponseMessage: 'Done' },
    );
    expect(row).toEqual({ reference: 'TEP1', amount: '499.50', mobileNumber: '03001234567', message: 'Done' });
  });

  it("shows another provider's request orderId, transactionAmount and mobileAccountNo and the response's responseDesc", () => {
    const row = checkoutLogRowOf(
      'easypaisa',
      { orderId: 'ORD-1', transactionAmount: '12.5', mobileAccountNo: '03451234567' },
      { responseDesc: 'SUCCESS', orderId: 'other' },
    );
    expect(row).toEqual({ reference: 'ORD-1', amount: '12.50', mobileNumber: '03451234567', message: 'SUCCESS' });
  });

  it('keeps any paisa amount exact', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), (paisa) => {
        const { amount } = checkoutLogRowOf('jazzcash', {}, { pp_Amount: paisa.toString() });
        expect(BigInt((amount ?? '').replace('.', ''))).toBe(paisa);
      }),
    );
  });

  it('shows nothing for missing or odd fields rather than a guess', () => {
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: '12.34x' })).toEqual({ reference: null, amount: null, mobileNumber: null, message: null });
    expect(checkoutLogRowOf('card', { transactionAmount: { nested: 1 } }, {})).toEqual({ reference: null, amount: null, mobileNumber: null, message: null });
  });
});
