import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  decimal,
  decimalOf,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  parseDecimal,
  roundHalfAwayFromZero,
  roundToScale,
  subtractDecimal,
} from '../../../src/domain/money/decimal';

describe('parseDecimal', () => {
  it('reads decimal text into units of the requested scale', () => {
    expect(parseDecimal('12.5', 2)).toEqual({ ok: true, value: decimalOf(1250n, 2) });
    expect(parseDecimal(' -0.05 ', 2)).toEqual({ ok: true, value: decimalOf(-5n, 2) });
    expect(parseDecimal('+7', 2)).toEqual({ ok: true, value: decimalOf(700n, 2) });
  });

  it('reads a JSON number through its shortest text, not through float arithmetic', () => {
    expect(parseDecimal(12.34, 2)).toEqual({ ok: true, value: decimalOf(1234n, 2) });
    expect(parseDecimal(1.15, 2)).toEqual({ ok: true, value: decimalOf(115n, 2) });
    expect(parseDecimal(-0, 2)).toEqual({ ok: true, value: decimalOf(0n, 2) });
  });

  it('writes out the exponent form of a tiny number before counting its decimals', () => {
    expect(parseDecimal(1.5e-7, 8)).toEqual({ ok: true, value: decimalOf(15n, 8) });
    expect(parseDecimal(1e-7, 2)).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
  });

  it('refuses NaN and the infinities', () => {
    expect(parseDecimal(Number.NaN, 2)).toEqual({ ok: false, code: 'decimal.not-finite' });
    expect(parseDecimal(Number.POSITIVE_INFINITY, 2)).toEqual({ ok: false, code: 'decimal.not-finite' });
    expect(parseDecimal('Infinity', 2)).toEqual({ ok: false, code: 'decimal.invalid' });
    expect(parseDecimal('NaN', 2)).toEqual({ ok: false, code: 'decimal.invalid' });
  });

  it('refuses more decimals than allowed unless the extra ones are zeros', () => {
    expect(parseDecimal('12.345', 2)).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
    expect(parseDecimal(12.345, 2)).toEqual({ ok: false, code: 'decimal.too-many-decimals' });
    expect(parseDecimal('12.500', 2)).toEqual({ ok: true, value: decimalOf(1250n, 2) });
  });

  it('refuses numbers a double cannot carry exactly', () => {
    expect(parseDecimal(2 ** 53, 2)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
    expect(parseDecimal(1e21, 2)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
    expect(parseDecimal(0.1 + 0.2, 20)).toEqual({ ok: false, code: 'decimal.unsafe-number' });
  });

  it('refuses text that is not a plain decimal', () => {
    for (const text of ['', 'abc', '1.', '.5', '1,000', '1e3', '--1', '1 000', '0x10']) {
      expect(parseDecimal(text, 2)).toEqual({ ok: false, code: 'decimal.invalid' });
    }
  });

  it('refuses more integer digits than allowed', () => {
    expect(parseDecimal('12345678901234567', 2)).toEqual({ ok: false, code: 'decimal.too-large' });
    expect(parseDecimal('1234567890123456', 2).ok).toBe(true);
    expect(parseDecimal('0001', 0, { maxIntegerDigits: 1 })).toEqual({ ok: true, value: decimalOf(1n, 0) });
  });
});

describe('rounding and arithmetic', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(7n, 3n)).toBe(2n);
    expect(roundHalfAwayFromZero(-1n, 3n)).toBe(0n);
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('rounds to a scale and grows a scale exactly', () => {
    expect(roundToScale(decimal('2.345'), 2)).toEqual(decimalOf(235n, 2));
    expect(roundToScale(decimal('-2.345'), 2)).toEqual(decimalOf(-235n, 2));
    expect(roundToScale(decimal('2.5'), 3)).toEqual(decimalOf(2500n, 3));
  });

  it('adds, subtracts and multiplies exactly across scales', () => {
    expect(formatDecimal(addDecimal(decimal('0.1'), decimal('0.2')))).toBe('0.3');
    expect(formatDecimal(subtractDecimal(decimal('1'), decimal('0.01')))).toBe('0.99');
    expect(formatDecimal(multiplyDecimal(decimal('1234.57'), decimal('2.5')))).toBe('3086.425');
  });

  it('divides to a scale with one rounding', () => {
    expect(formatDecimal(divideDecimal(decimal('93600.00'), decimal('278.45'), 2))).toBe('336.15');
    expect(formatDecimal(divideDecimal(decimal('1'), decimal('3'), 4))).toBe('0.3333');
    expect(formatDecimal(divideDecimal(decimal('-1'), decimal('8'), 2))).toBe('-0.13');
  });

  it('compares values of different scales', () => {
    expect(compareDecimal(decimal('1.50'), decimal('1.5'))).toBe(0);
    expect(compareDecimal(decimal('-2'), decimal('1.99'))).toBe(-1);
    expect(compareDecimal(decimal('100.001'), decimal('100'))).toBe(1);
  });

  it('formats fixed text with its sign and leading zero', () => {
    expect(formatDecimal(decimalOf(-5n, 2))).toBe('-0.05');
    expect(formatDecimal(decimalOf(123n, 0))).toBe('123');
    expect(formatDecimal(decimalOf(12345n, 3), 2)).toBe('12.35');
  });

  it('treats an invalid literal in code as a bug', () => {
    expect(() => decimal('1.2.3')).toThrow(RangeError);
  });
});
