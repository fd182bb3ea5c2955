import { describe, expect, it } from 'vitest';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { decimal, decimalOf, parseDecimal, roundHalfAwayFromZero } from '../../../src/domain/money/decimal';
import { addMoney, formatAmount, money } from '../../../src/domain/money/money';

describe('exact decimals at their edges (docs/spec/decisions.md §3)', () => {
  it('refuses a zero divisor as a programming error', () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(new RangeError('Division by zero'));
  });

  it('reads decimals with several trailing zeros beyond the allowed decimals', () => {
    expect(parseDecimal('12.5000', 2)).toEqual({ ok: true, value: decimalOf(1250n, 2) });
    expect(parseDecimal('7.000000', 0)).toEqual({ ok: true, value: decimalOf(7n, 0) });
    expect(parseDecimal('12.5001', 2)).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
  });

  it('writes out a small JSON number without a fraction in its exponent form', () => {
    expect(String(1e-7)).toBe('1e-7');
    expect(parseDecimal(1e-7, 7)).toEqual({ ok: true, value: decimalOf(1n, 7) });
    expect(parseDecimal(-2.5e-7, 8)).toEqual({ ok: true, value: decimalOf(-25n, 8) });
  });

  it('counts significant digits after leading zeros, and never skips inner zeros', () => {
    expect(parseDecimal(1.23456789012345e-7, 25)).toEqual({ ok: true, value: decimalOf(123456789012345n * 10n ** 4n, 25) });
    expect(parseDecimal(1000000000000005, 0)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
    expect(parseDecimal(100000000000005, 0)).toEqual({ ok: true, value: decimalOf(100000000000005n, 0) });
  });

  it('refuses JSON numbers beyond the safe integers even with few digits', () => {
    expect(parseDecimal(1e16, 0)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
    expect(parseDecimal(-1e16, 0)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
  });

  it('names the bad literal when code writes one', () => {
    expect(() => decimal('1.2.3')).toThrow('Invalid decimal literal 1.2.3: decimal.invalid');
    expect(() => money('abc', 'PKR')).toThrow('Invalid PKR amount abc: decimal.invalid');
    expect(() => addMoney(money('1', 'PKR'), money('1', 'USD'))).toThrow('Currency mismatch PKR / USD');
  });
});

describe('currencies (spec 1 §9)', () => {
  it('knows exactly USD, PKR, EUR and EGP', () => {
    for (const code of ['USD', 'PKR', 'EUR', 'EGP']) expect(isCurrencyCode(code)).toBe(true);
    for (const value of ['usd', 'GBP', '', 5, null, undefined]) expect(isCurrencyCode(value)).toBe(false);
  });

  it('formats EUR and EGP amounts with their grouping and symbol', () => {
    expect(formatAmount(money('1234567.5', 'EUR'))).toBe('1,234,567.50');
    expect(formatAmount(money('1234567.5', 'EUR'), { withCurrency: true })).toBe('€1,234,567.50');
    expect(formatAmount(money('1234.5', 'EGP'))).toBe('1,234.50');
    expect(formatAmount(money('1234.5', 'EGP'), { withCurrency: true })).toMatch(/^(EGP|E£)\s?1,234\.50$/);
  });
});
