import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from '../../src/domain/money/decimal';
import { wireAmount, wireRate } from '../../server/src/http/wire-values';

/** The domain's reading of a numeric's text, which the quick path must always agree with. */
function throughTheDomain(text: string, decimals: number): number {
  const parsed = parseDecimal(text, decimals, { maxIntegerDigits: 18 });
  if (!parsed.ok) throw new Error(parsed.code);
  return Number(formatDecimal(parsed.value));
}

/** numeric text as PostgreSQL writes it, and as other sources might: short fractions, no point, a sign, extra zeros. */
const numericText = fc
  .record({
    whole: fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }),
    fraction: fc.bigInt({ min: 0n, max: 9999n }),
    fractionDigits: fc.integer({ min: 0, max: 6 }),
    negative: fc.boolean(),
  })
  .map(({ whole, fraction, fractionDigits, negative }) => {
    const digits = fraction.toString().padStart(4, '0').slice(0, Math.min(fractionDigits, 4)).padEnd(fractionDigits, '0');
    return `${negative ? '-' : ''}${whole}${fractionDigits === 0 ? '' : `.${digits}`}`;
  });

describe('money and rates on the wire', () => {
  it('reads any numeric text to the number the domain reads, or refuses what the domain refuses', () => {
    for (const [wire, decimals] of [
      [wireAmount, 2],
      [wireRate, 4],
    ] as const) {
      fc.assert(
        fc.property(numericText, (text) => {
          let expected: number | 'refused';
          try {
            expected = throughTheDomain(text, decimals);
          } catch {
            expected = 'refused';
          }
          if (expected === 'refused') expect(() => wire(text)).toThrow(`Not a decimal with ${decimals} places`);
          else expect(Object.is(wire(text), expected)).toBe(true);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it('sends the shortest exact number for the database’s text', () => {
    expect(wireAmount('12.10')).toBe(12.1);
    expect(wireAmount('0.00')).toBe(0);
    expect(wireAmount('1234567890123456.78')).toBe(1234567890123456.8);
    expect(wireAmount('12.100')).toBe(12.1);
    expect(() => wireAmount('12.105')).toThrow('Not a decimal with 2 places: 12.105');
    expect(() => wireAmount('1e3')).toThrow('Not a decimal with 2 places');
    expect(wireRate('0.1234')).toBe(0.1234);
  });
});
