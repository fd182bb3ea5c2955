import { describe, expect, it } from 'vitest';
import { currencies, currencyCodes, defaultCurrencyOption, isCurrencyCode } from '../../../src/domain/money/currencies';
import { decimal } from '../../../src/domain/money/decimal';
import {
  addMoney,
  convert,
  exactMoney,
  formatAmount,
  formatPercent,
  fromMinor,
  money,
  parseMoney,
  percentOf,
  toAmountString,
  toJsonAmount,
  toMinor,
} from '../../../src/domain/money/money';

describe('currencies', () => {
  it('offers USD, PKR, EUR and EGP with two minor digits, USD first', () => {
    expect(currencyCodes).toEqual(['USD', 'PKR', 'EUR', 'EGP']);
    expect(defaultCurrencyOption).toBe('USD');
    expect(Object.values(currencies).every((currency) => currency.minorDigits === 2)).toBe(true);
    expect(isCurrencyCode('PKR')).toBe(true);
    expect(isCurrencyCode('pkr')).toBe(false);
  });
});

describe('money', () => {
  it('keeps amounts as integer minor units', () => {
    expect(toMinor(money('12.5', 'PKR'))).toBe(1250n);
    expect(money(0.1, 'USD')).toEqual(fromMinor(10n, 'USD'));
    expect(parseMoney('1.005', 'PKR')).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
    expect(() => money('abc', 'PKR')).toThrow(RangeError);
  });

  it('takes an exact decimal as money unchanged, and refuses one finer than the minor unit', () => {
    expect(exactMoney(decimal('1.500'), 'PKR')).toEqual({ ok: true, value: fromMinor(150n, 'PKR') });
    expect(exactMoney(decimal('7'), 'USD')).toEqual({ ok: true, value: fromMinor(700n, 'USD') });
    expect(exactMoney(decimal('-0.25'), 'EUR')).toEqual({ ok: true, value: fromMinor(-25n, 'EUR') });
    expect(exactMoney(decimal('1.005'), 'PKR')).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
    expect(exactMoney(decimal('-1.999'), 'PKR')).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
  });

  it('refuses to add amounts of different currencies', () => {
    expect(addMoney(money('0.10', 'PKR'), money('0.20', 'PKR'))).toEqual(money('0.30', 'PKR'));
    expect(() => addMoney(money('1', 'PKR'), money('1', 'USD'))).toThrow(RangeError);
  });

  it('takes a percentage with one rounding, half away from zero', () => {
    expect(percentOf(money('100.00', 'PKR'), decimal('4'))).toEqual(money('4.00', 'PKR'));
    expect(percentOf(money('0.13', 'PKR'), decimal('50'))).toEqual(money('0.07', 'PKR'));
    expect(percentOf(money('-0.13', 'PKR'), decimal('50'))).toEqual(money('-0.07', 'PKR'));
    // 1.49 × 3% = 0.0447: rounding first to 0.045 and then to cents would wrongly give 0.05.
    expect(percentOf(money('1.49', 'PKR'), decimal('3'))).toEqual(money('0.04', 'PKR'));
  });

  it('converts by a rate with one rounding', () => {
    expect(convert(money('10.01', 'USD'), decimal('278.45'), 'PKR')).toEqual(money('2787.28', 'PKR'));
  });

  it('writes wire text and JSON numbers with two decimals', () => {
    expect(toAmountString(money('-12.5', 'PKR'))).toBe('-12.50');
    expect(toJsonAmount(money('1234567.89', 'PKR'))).toBe(1234567.89);
  });

  it('formats PKR in the en-PK style with two decimals', () => {
    expect(formatAmount(money('1234567.5', 'PKR'))).toBe('1,234,567.50');
    expect(formatAmount(money('-0.5', 'PKR'))).toBe('-0.50');
    expect(formatAmount(money('1234567.5', 'PKR'), { withCurrency: true })).toBe('Rs\u00a01,234,567.50');
    expect(formatAmount(money('336.15', 'USD'), { withCurrency: true })).toBe('$336.15');
  });

  it('formats an amount beyond double precision digit for digit', () => {
    expect(formatAmount(money('9999999999999999.99', 'PKR'))).toBe('9,999,999,999,999,999.99');
  });

  it('shows percentages with two decimals', () => {
    expect(formatPercent(decimal('96'))).toBe('96.00');
    expect(formatPercent(decimal('2.345'))).toBe('2.35');
  });
});
