import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf } from '../../../src/domain/money/decimal';
import { addMoney, fromMinor } from '../../../src/domain/money/money';
import {
  computeSettlement,
  settlementFigureNames,
  verifySettlement,
  type SettlementFigures,
  type SettlementTerms,
} from '../../../src/domain/settlements/settlement-arithmetic';

/** Hundredths of a percent: any, or round ones that make exact half-paisa products common. */
const percent = fc.oneof(fc.integer({ min: 0, max: 10000 }), fc.constantFrom(0, 1250, 2500, 5000, 9600, 10000));

/** Percentages with two decimals; the two shares together at most 100 %. */
const settlementTerms: fc.Arbitrary<SettlementTerms> = fc
  .record({
    revenue: fc.oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 10n ** 15n })),
    merchant: percent,
    platformFraction: fc.integer({ min: 0, max: 10000 }),
    remittance: percent,
    rate: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    rateScale: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ revenue, merchant, platformFraction, remittance, rate, rateScale }) => ({
    totalRevenue: fromMinor(revenue, 'PKR'),
    merchantSharePercentage: decimalOf(BigInt(merchant), 2),
    platformSharePercentage: decimalOf((BigInt(10000 - merchant) * BigInt(platformFraction)) / 10000n, 2),
    remittanceChargesPercentage: decimalOf(BigInt(remittance), 2),
    exchangeRate: decimalOf(rate, rateScale),
    settledCurrency: 'USD' as const,
  }));

function figures(terms: SettlementTerms): SettlementFigures {
  const result = computeSettlement(terms);
  if (!result.ok) throw new Error(`unexpected issues ${JSON.stringify(result.issues)}`);
  return result.value;
}

describe('settlement properties (spec 1 §5, docs/spec/decisions.md §3)', () => {
  it('charge + net transfer = subtotal exactly, and the net transfer is never negative', () => {
    fc.assert(
      fc.property(settlementTerms, (terms) => {
        const { remittanceCharges, netTransferAmount, subTotal } = figures(terms);
        expect(addMoney(remittanceCharges, netTransferAmount)).toEqual(subTotal);
        expect(netTransferAmount.minor >= 0n).toBe(true);
      }),
    );
  });

  it('charges nothing at 0 % and the whole subtotal at 100 %', () => {
    fc.assert(
      fc.property(settlementTerms, (terms) => {
        const none = figures({ ...terms, remittanceChargesPercentage: decimalOf(0n, 0) });
        const all = figures({ ...terms, remittanceChargesPercentage: decimalOf(100n, 0) });
        expect(none.remittanceCharges.minor).toBe(0n);
        expect(all.remittanceCharges).toEqual(all.subTotal);
        expect(all.netTransferAmount.minor).toBe(0n);
      }),
    );
  });

  it('net settled × rate lies within half a cent × rate of the net transfer', () => {
    fc.assert(
      fc.property(settlementTerms, (terms) => {
        const { netSettledAmount, netTransferAmount } = figures(terms);
        const { units: rate, scale } = terms.exchangeRate;
        // In PKR paisa × 10^scale: |settled cents × rate − transfer paisa × 10^scale| ≤ ½ × rate.
        const error = netSettledAmount.minor * rate - netTransferAmount.minor * 10n ** BigInt(scale);
        expect(2n * (error < 0n ? -error : error) <= rate).toBe(true);
      }),
    );
  });

  it('verifies the figures it computes', () => {
    fc.assert(
      fc.property(settlementTerms, (terms) => {
        expect(verifySettlement({ ...terms, ...figures(terms) })).toEqual([]);
      }),
    );
  });

  it('refuses any derived figure moved by one minor unit, naming that figure', () => {
    fc.assert(
      fc.property(settlementTerms, fc.constantFrom(...settlementFigureNames), fc.constantFrom(1n, -1n), (terms, name, step) => {
        const computed = figures(terms);
        const moved = { ...computed, [name]: fromMinor(computed[name].minor + step, computed[name].currency) };
        const issues = verifySettlement({ ...terms, ...moved });
        expect(issues.map((issue) => issue.field)).toContain(name);
      }),
    );
  });
});
