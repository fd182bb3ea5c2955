import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf } from '../../../src/domain/money/decimal';
import { fromMinor, percentOf } from '../../../src/domain/money/money';

const amount = fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }).map((minor) => fromMinor(minor, 'PKR'));
const percent = fc.bigInt({ min: 0n, max: 10000n }).map((hundredths) => decimalOf(hundredths, 2));

describe('percentOf properties', () => {
  it('is the whole at 100 % and nothing at 0 %', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(percentOf(value, decimalOf(100n, 0))).toEqual(value);
        expect(percentOf(value, decimalOf(0n, 0)).minor).toBe(0n);
      }),
    );
  });

  it('lies within half a minor unit of the exact product', () => {
    fc.assert(
      fc.property(amount, percent, (value, p) => {
        // exact = minor × p.units / 10^4; |result × 10^4 − minor × p.units| ≤ ½ × 10^4
        const error = percentOf(value, p).minor * 10000n - value.minor * p.units;
        expect(2n * (error < 0n ? -error : error) <= 10000n).toBe(true);
      }),
    );
  });

  it('never grows a non-negative amount for a percentage up to 100', () => {
    fc.assert(
      fc.property(amount, percent, (value, p) => {
        const share = percentOf(fromMinor(value.minor < 0n ? -value.minor : value.minor, 'PKR'), p);
        expect(share.minor >= 0n).toBe(true);
        expect(share.minor <= (value.minor < 0n ? -value.minor : value.minor)).toBe(true);
      }),
    );
  });
});
