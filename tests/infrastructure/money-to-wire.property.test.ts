import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes } from '../../src/domain/money/currencies';
import { decimalOf } from '../../src/domain/money/decimal';
import { fromMinor } from '../../src/domain/money/money';
import { toWire } from '../../src/infrastructure/http/money-to-wire';
import { moneyOf, percentOf, rateOf } from '../../src/infrastructure/http/wire-money';

/** Every exact figure a JSON number carries digit for digit: up to 15 significant digits, either sign. */
const fifteenDigits = fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n });
/** Amounts in minor units (two decimals). */
const storedMinor = fifteenDigits;
/** Percentages and rates: four decimals. */
const storedUnits = fifteenDigits;

describe('the one exact → wire conversion', () => {
  it('gives back the same amount when the wire is read again', () => {
    fc.assert(
      fc.property(storedMinor, fc.constantFrom(...currencyCodes), (minor, currency) => {
        const amount = fromMinor(minor, currency);
        expect(moneyOf(toWire(amount), currency)).toEqual(amount);
      }),
    );
  });

  it('gives back the same percentage or rate', () => {
    fc.assert(
      fc.property(storedUnits, (units) => {
        const value = decimalOf(units, 4);
        const back = percentOf(toWire(value));
        expect(back.units * 10n ** BigInt(4 - back.scale)).toBe(units);
        const rate = rateOf(toWire(value));
        expect(rate.units * 10n ** BigInt(4 - rate.scale)).toBe(units);
      }),
    );
  });
});
