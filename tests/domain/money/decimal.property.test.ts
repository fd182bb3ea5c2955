import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  decimalOf,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  parseDecimal,
  pow10,
  roundHalfAwayFromZero,
  subtractDecimal,
} from '../../../src/domain/money/decimal';

const units = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n });
const scale = fc.integer({ min: 0, max: 6 });
const abs = (value: bigint): bigint => (value < 0n ? -value : value);

describe('decimal properties', () => {
  it('parses back what it formats', () => {
    fc.assert(
      fc.property(units, scale, (u, s) => {
        const value = decimalOf(u, s);
        expect(parseDecimal(formatDecimal(value), s, { maxIntegerDigits: 18 })).toEqual({ ok: true, value });
      }),
    );
  });

  it('reads any two-decimal amount of up to 15 digits sent as a JSON number exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), (u) => {
        const asNumber = Number(formatDecimal(decimalOf(u, 2)));
        expect(parseDecimal(asNumber, 2)).toEqual({ ok: true, value: decimalOf(u, 2) });
      }),
    );
  });

  it('rounds to the nearest integer, halves away from zero, symmetrically', () => {
    fc.assert(
      fc.property(units, fc.bigInt({ min: 1n, max: 10n ** 9n }), (n, d) => {
        const q = roundHalfAwayFromZero(n, d);
        expect(2n * abs(q * d - n) <= d).toBe(true);
        expect(roundHalfAwayFromZero(-n, d)).toBe(-q);
        if (2n * abs(q * d - n) === d) expect(abs(q * d)).toBeGreaterThan(abs(n));
      }),
    );
  });

  it('subtraction undoes addition exactly', () => {
    fc.assert(
      fc.property(units, scale, units, scale, (ua, sa, ub, sb) => {
        const a = decimalOf(ua, sa);
        const b = decimalOf(ub, sb);
        const back = subtractDecimal(addDecimal(a, b), b);
        expect(back.units * pow10(sa)).toBe(ua * pow10(back.scale));
      }),
    );
  });

  it('divides within half a unit of the last kept digit', () => {
    fc.assert(
      fc.property(units, scale, fc.bigInt({ min: 1n, max: 10n ** 9n }), scale, scale, (ua, sa, ub, sb, target) => {
        const a = decimalOf(ua, sa);
        const b = decimalOf(ub, sb);
        const q = divideDecimal(a, b, target);
        // |q × b − a| ≤ ½ × 10^-target × b, compared exactly on the scale target + sb + sa.
        const product = multiplyDecimal(q, b);
        const difference = abs(product.units * pow10(sa) - ua * pow10(product.scale));
        expect(2n * difference <= ub * pow10(sa)).toBe(true);
      }),
    );
  });
});
