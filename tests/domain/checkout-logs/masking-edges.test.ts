import { describe, expect, it } from 'vitest';
import { checkoutLogDefaultPageSize, checkoutLogPageSizes } from '../../../src/domain/checkout-logs/checkout-log-paging';
import { checkoutLogRowOf } from '../../../src/domain/checkout-logs/checkout-log-row';
import {
  isCardNumberName,
  isSecretName,
  looksLikeCardNumber,
  maskCardNumber,
  maskedObject,
  maskedValue,
  maskSecrets,
} from '../../../src/domain/checkout-logs/secret-masking';

// docs/spec/decisions.md §4 and docs/decisions/0034-checkout-logs.md.
describe('secret masking at its edges', () => {
  it('writes [masked] in place of a secret', () => {
    expect(maskedValue).toBe('[masked]');
    expect(maskSecrets({ pin: '1234', PAN: 'x', cvv2: '123', sid: 's', pp_SecureHash: 'h', Api_Key: 'k', name: 'Ali' })).toEqual({
      pin: '[masked]',
      PAN: '[masked]',
      cvv2: '[masked]',
      sid: '[masked]',
      pp_SecureHash: '[masked]',
      Api_Key: '[masked]',
      name: 'Ali',
    });
    expect(isSecretName('spine')).toBe(false);
    expect(isSecretName('Stryker was here!')).toBe(false);
  });

  it('tells card number fields by any of their usual names', () => {
    for (const name of ['cardNumber', 'card_no', 'Card-Num', 'customerCardNumber']) expect(isCardNumberName(name)).toBe(true);
    for (const name of ['card', 'number', 'cardHolder']) expect(isCardNumberName(name)).toBe(false);
  });

  it('keeps only the last four digits of a card number, or masks what has fewer', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('•••• 1111');
    expect(maskCardNumber(4111111111111111)).toBe('•••• 1111');
    expect(maskCardNumber('1234')).toBe('•••• 1234');
    expect(maskCardNumber('123')).toBe('[masked]');
    expect(maskCardNumber({ digits: '4111111111111111' })).toBe('[masked]');
    expect(maskCardNumber(null)).toBe('[masked]');
    expect(maskCardNumber(['4111111111111111'])).toBe('[masked]');
    expect(maskCardNumber(true)).toBe('[masked]');
    expect(maskCardNumber('4111 1111 1111 11 11')).toBe('•••• 1111');
    expect(maskCardNumber('1 2 3')).toBe('[masked]');
  });

  it('finds Luhn-valid card numbers of 13 to 19 digits only', () => {
    expect(looksLikeCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(looksLikeCardNumber('5555555555554444')).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('79927398713')).toBe(false);
    expect(looksLikeCardNumber('x4111111111111111')).toBe(false);
    expect(looksLikeCardNumber('4111111111111111x')).toBe(false);
    expect(looksLikeCardNumber('4111111111119')).toBe(true);
    expect(looksLikeCardNumber('4111111111111111110')).toBe(true);
    expect(looksLikeCardNumber('411111111117')).toBe(false);
    expect(looksLikeCardNumber('41111111111111111115')).toBe(false);
  });

  it('masks at every depth, in arrays too, and cuts what is deeper than 20 levels', () => {
    expect(maskSecrets([{ token: 't' }, [{ cardNumber: '4111111111111111' }], 'plain', 5, null])).toEqual([
      { token: '[masked]' },
      [{ cardNumber: '•••• 1111' }],
      'plain',
      5,
      null,
    ]);
    let deep: unknown = { password: 'p' };
    for (let level = 0; level < 20; level += 1) deep = { next: deep };
    let masked = maskSecrets(deep) as Record<string, unknown>;
    for (let level = 0; level < 20; level += 1) masked = masked.next as Record<string, unknown>;
    expect(masked).toEqual({ password: '[masked]' });
    let deeper: unknown = 'end';
    for (let level = 0; level < 22; level += 1) deeper = [deeper];
    expect(JSON.stringify(maskSecrets(deeper))).toContain('[masked]');
    let deepObjects: unknown = 'end';
    for (let level = 0; level < 22; level += 1) deepObjects = { next: deepObjects };
    expect(JSON.stringify(maskSecrets(deepObjects))).toContain('[masked]');
    expect(JSON.stringify(maskSecrets(deepObjects))).not.toContain('end');
    expect(maskedObject({ note: '4111 1111 1111 1111', secret: 's' })).toEqual({ note: '•••• 1111', secret: '[masked]' });
    expect(maskSecrets({ cardNumber: '4111111111111112', card_no: 4111111111111112, cvv2: 123 })).toEqual({
      cardNumber: '•••• 1112',
      card_no: '•••• 1112',
      cvv2: '[masked]',
    });
  });
});

describe('checkout log rows at their edges (spec 3 §2)', () => {
  it('shows blank text and odd amounts as empty, and numbers as their text', () => {
    expect(checkoutLogRowOf('easypaisa', { orderId: '  ', transactionAmount: 12.5, mobileAccountNo: 3001234567 }, { responseDesc: Number.NaN })).toEqual({
      reference: null,
      amount: '12.50',
      mobileNumber: '3001234567',
      message: null,
    });
    expect(checkoutLogRowOf('easypaisa', { orderId: ' ORD-1 ', transactionAmount: '1.234' }, {})).toMatchObject({ reference: ' ORD-1 ', amount: null });
    expect(checkoutLogRowOf('JazzCash', {}, { pp_Amount: '-100' }).amount).toBeNull();
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: '12x' }).amount).toBeNull();
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: 'x12' }).amount).toBeNull();
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: Number.POSITIVE_INFINITY }).amount).toBeNull();
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: '123456789012345678' }).amount).toBe('1234567890123456.78');
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: '1234567890123456789' }).amount).toBeNull();
    expect(checkoutLogRowOf('jazzcash', {}, { pp_Amount: '' }).amount).toBeNull();
  });

  it('reads the provider’s name in any case', () => {
    expect(checkoutLogRowOf('JazzCash', { orderId: 'request' }, { pp_TxnRefNo: 'T1', pp_Amount: '100' })).toMatchObject({ reference: 'T1', amount: '1.00' });
    expect(checkoutLogRowOf('JAZZCASH', {}, { pp_Amount: 4990 })).toMatchObject({ amount: '49.90' });
  });
});

describe('checkout log grids (spec 3 §9)', () => {
  it('page 10, 25, 50 or 100 rows, 25 by default', () => {
    expect(checkoutLogPageSizes).toEqual([10, 25, 50, 100]);
    expect(checkoutLogDefaultPageSize).toBe(25);
  });
});
