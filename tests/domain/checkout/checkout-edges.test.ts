import { describe, expect, it } from 'vitest';
import { cardBrandOf, isExpiryInFuture, isValidCvv, parseCardExpiry, passesLuhn } from '../../../src/domain/checkout/card';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import {
  canMoveSession,
  finalSessionStatuses,
  isFinalSessionStatus,
  merchantRedirectOf,
  sessionStatusOfProvider,
  statusesThatMayBecome,
} from '../../../src/domain/checkout/checkout-status';
import { cnicMask, isValidCnic, maskCnic } from '../../../src/domain/checkout/cnic';
import { notificationMaxDelayMs, notificationRetryDelayMs } from '../../../src/domain/checkout/notification-retry';
import { isFreshTimestamp, isWellFormedNonce, signingTextOf } from '../../../src/domain/checkout/request-signing';

describe('checkout session statuses (spec 3 §4)', () => {
  it('are final once paid, failed or expired', () => {
    expect(finalSessionStatuses).toEqual(['Paid', 'Failed', 'Expired']);
    expect(isFinalSessionStatus('Paid')).toBe(true);
    expect(isFinalSessionStatus('Pending')).toBe(false);
  });

  it('move forward only', () => {
    expect(canMoveSession('Created', 'Pending')).toBe(true);
    expect(canMoveSession('Created', 'Paid')).toBe(true);
    expect(canMoveSession('Created', 'Created')).toBe(false);
    expect(canMoveSession('Pending', 'Pending')).toBe(false);
    expect(canMoveSession('Pending', 'Created')).toBe(false);
    for (const to of ['Paid', 'Failed', 'Expired'] as const) expect(canMoveSession('Pending', to)).toBe(true);
    for (const to of ['Created', 'Pending', 'Failed'] as const) expect(canMoveSession('Paid', to)).toBe(false);
    expect(statusesThatMayBecome('Paid')).toEqual(['Created', 'Pending']);
    expect(statusesThatMayBecome('Pending')).toEqual(['Created']);
    expect(statusesThatMayBecome('Created')).toEqual([]);
  });

  it('read the provider’s order status', () => {
    expect(sessionStatusOfProvider('PAID')).toBe('Paid');
    expect(sessionStatusOfProvider('FAILED')).toBe('Failed');
    expect(sessionStatusOfProvider('UNPAID')).toBe('Pending');
  });

  it('add the outcome to the merchant’s return address, before its fragment', () => {
    expect(merchantRedirectOf('https://shop.example/done', 'SUCCESS', 'A 1')).toBe('https://shop.example/done?status=SUCCESS&orderId=A%201');
    expect(merchantRedirectOf('https://shop.example/done?x=1#top', 'FAILED', 'A1', '12.50')).toBe(
      'https://shop.example/done?x=1&status=FAILED&orderId=A1&amount=12.50#top',
    );
    expect(merchantRedirectOf('https://shop.example/done#', 'PENDING', 'A1')).toBe('https://shop.example/done?status=PENDING&orderId=A1#');
  });
});

describe('card fields (spec 3 §5)', () => {
  it('knows each brand by its prefix and length', () => {
    const cases: Array<[string, string | null]> = [
      ['4111111111111', 'visa'],
      ['4111111111111111', 'visa'],
      ['5105105105105100', 'mastercard'],
      ['2221000000000009', 'mastercard'],
      ['2230000000000000', 'mastercard'],
      ['2300000000000000', 'mastercard'],
      ['2700000000000000', 'mastercard'],
      ['2720990000000000', 'mastercard'],
      ['2220000000000000', null],
      ['2721000000000000', null],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
      ['6500000000000000', 'discover'],
      ['6440000000000000', 'discover'],
      ['6430000000000000', null],
      ['6011000000000000000', 'discover'],
      ['6200000000000000', 'unionpay'],
      ['62000000000000000', 'unionpay'],
      ['1620000000000000', null],
      ['1510000000000000', null],
      ['134000000000000', null],
      ['1601100000000000', null],
      ['1650000000000000', null],
      ['1400000000000000', null],
      ['1340000000000000', null],
      ['16011000000000000', null],
      ['4111 1111 1111 1111', 'visa'],
      ['4111x11111111111', null],
    ];
    for (const [input, brand] of cases) expect({ input, brand: cardBrandOf(input) }).toEqual({ input, brand });
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('411111111111111x')).toBe(false);
    // Characters whose code is a digit's plus ten or twenty would pass the sum: only digits are read.
    expect(passesLuhn('411111111111111E')).toBe(false);
    expect(passesLuhn('D4111111111111111')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('reads MM/YY expiries, with spaces around the slash only', () => {
    expect(parseCardExpiry(' 07 / 29 ')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('x07/29')).toBeNull();
    expect(parseCardExpiry('07/29x')).toBeNull();
    expect(parseCardExpiry('07x/29')).toBeNull();
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry('01/00')).toEqual({ month: 1, year: 2000 });
  });

  it('accepts the current month and refuses the one before', () => {
    const now = new Date(Date.UTC(2026, 4, 20));
    expect(isExpiryInFuture({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 4, year: 2026 }, now)).toBe(false);
    expect(isExpiryInFuture({ month: 12, year: 2025 }, now)).toBe(false);
    expect(isExpiryInFuture({ month: 1, year: 2027 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 6, year: 2026 }, new Date(Date.UTC(2026, 11, 1)))).toBe(false);
  });

  it('takes a CVV of exactly three digits', () => {
    expect(isValidCvv('123')).toBe(true);
    for (const input of ['12', '1234', 'x123', '123x', '1']) expect(isValidCvv(input)).toBe(false);
  });
});

describe('CNIC (spec 3 §5, §9)', () => {
  it('masks typed digits and checks the complete form', () => {
    expect(cnicMask).toBe('99999-9999999-9');
    expect(maskCnic('3520212345678')).toBe('35202-1234567-8');
    expect(maskCnic('352021234567899')).toBe('35202-1234567-8');
    expect(maskCnic('35202')).toBe('35202');
    expect(maskCnic('352021')).toBe('35202-1');
    expect(maskCnic('')).toBe('');
    expect(maskCnic('35202-1234567-8')).toBe('35202-1234567-8');
    expect(maskCnic('35202 12x34')).toBe('35202-1234');
    expect(isValidCnic(' 35202-1234567-8 ')).toBe(true);
    expect(isValidCnic('x35202-1234567-8')).toBe(false);
    expect(isValidCnic('35202-1234567-89')).toBe(false);
  });
});

describe('merchant notification retries (docs/decisions/0031-hosted-checkout.md)', () => {
  it('doubles from five seconds, capped at ten minutes, for five retries', () => {
    expect([1, 2, 3, 4, 5].map(notificationRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(notificationMaxDelayMs).toBe(600_000);
    for (const attempt of [0, 6, 7, 1.5, Number.NaN]) expect(notificationRetryDelayMs(attempt)).toBeNull();
  });
});

describe('signed requests', () => {
  it('sign the method in capitals and one field a line', () => {
    expect(signingTextOf('post', '/p?x=1', '100', 'nonce', 'ab')).toBe('POST\n/p?x=1\n100\nnonce\nab');
  });

  it('take a timestamp of digits within the window, edges included', () => {
    const now = new Date(1_000_000 * 1000);
    expect(isFreshTimestamp('1000300', now, 300)).toBe(true);
    expect(isFreshTimestamp('999700', now, 300)).toBe(true);
    expect(isFreshTimestamp('1000301', now, 300)).toBe(false);
    expect(isFreshTimestamp('x1000000', now, 300)).toBe(false);
    expect(isFreshTimestamp('1000000x', now, 300)).toBe(false);
    for (const timestamp of [' 1000000', '1000000 ', '1e6', '+1000000', '1000000.0', '0x0F4240', ''])
      expect({ timestamp, fresh: isFreshTimestamp(timestamp, now) }).toEqual({ timestamp, fresh: false });
    const lateInTheSecond = new Date(1_000_000 * 1000 + 999);
    expect(isFreshTimestamp('999700', lateInTheSecond, 300)).toBe(true);
    expect(isFreshTimestamp('999699', lateInTheSecond, 300)).toBe(false);
    expect(isFreshTimestamp('1000300', lateInTheSecond)).toBe(true);
    expect(isFreshTimestamp('1000301', lateInTheSecond)).toBe(false);
  });

  it('take a nonce of 16 to 64 safe characters', () => {
    expect(isWellFormedNonce('a'.repeat(16))).toBe(true);
    expect(isWellFormedNonce('A-b_'.repeat(16))).toBe(true);
    for (const nonce of ['a'.repeat(15), 'a'.repeat(65), `!${'a'.repeat(16)}`, `${'a'.repeat(16)}!`, 'a b'.repeat(8)])
      expect(isWellFormedNonce(nonce)).toBe(false);
  });
});

describe('checkout mobile numbers', () => {
  it('reads the forms a customer types', () => {
    expect(parseCheckoutMobile('923001234567')).toEqual({ ok: true, value: '923001234567', local: '03001234567' });
    expect(parseCheckoutMobile('3001234567')).toMatchObject({ ok: true, local: '03001234567' });
    expect(parseCheckoutMobile('+92 300 1234567')).toMatchObject({ ok: true, local: '03001234567' });
    expect(parseCheckoutMobile('300123456')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('30012345')).toEqual({ ok: false, code: 'mobile.short' });
    expect(parseCheckoutMobile('92300123456')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('0300123456x')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('03001234567x')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('02134567890')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('00923001234567')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('003001234567')).toEqual({ ok: false, code: 'mobile.invalid' });
    expect(parseCheckoutMobile('113001234567')).toEqual({ ok: false, code: 'mobile.invalid' });
  });
});
