import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/money/decimal';
import { money, toAmountString } from '../../../src/domain/money/money';
import { computeSettlement, verifySettlement, type SettlementFigures, type SettlementTerms } from '../../../src/domain/settlements/settlement-arithmetic';

function terms(overrides: Partial<SettlementTerms> = {}): SettlementTerms {
  return {
    totalRevenue: money('100000.00', 'PKR'),
    platformSharePercentage: decimal('4'),
    merchantSharePercentage: decimal('96'),
    remittanceChargesPercentage: decimal('2.5'),
    exchangeRate: decimal('278.45'),
    settledCurrency: 'USD',
    ...overrides,
  };
}

function figures(input: SettlementTerms): SettlementFigures {
  const result = computeSettlement(input);
  if (!result.ok) throw new Error(`unexpected issues ${JSON.stringify(result.issues)}`);
  return result.value;
}

const asText = (value: SettlementFigures): Record<string, string> =>
  Object.fromEntries(Object.entries(value).map(([name, amount]) => [name, `${toAmountString(amount)} ${amount.currency}`]));

describe('computeSettlement', () => {
  it('derives every figure of the settlement summary (spec 1 §5)', () => {
    expect(asText(figures(terms()))).toEqual({
      platformShare: '4000.00 PKR',
      merchantShare: '96000.00 PKR',
      subTotal: '96000.00 PKR',
      remittanceCharges: '2400.00 PKR',
      netTransferAmount: '93600.00 PKR',
      netSettledAmount: '336.15 USD',
      grossSettledAmount: '359.13 USD',
    });
  });

  it('rounds each figure half away from zero at the step it is shown', () => {
    const result = figures(terms({ totalRevenue: money('1234.57', 'PKR'), remittanceChargesPercentage: decimal('3'), exchangeRate: decimal('280') }));
    expect(asText(result)).toEqual({
      platformShare: '49.38 PKR',
      merchantShare: '1185.19 PKR',
      subTotal: '1185.19 PKR',
      remittanceCharges: '35.56 PKR',
      netTransferAmount: '1149.63 PKR',
      netSettledAmount: '4.11 USD',
      grossSettledAmount: '4.41 USD',
    });
  });

  it('refuses a zero exchange rate, a percentage outside 0..100, negative revenue and shares above the revenue', () => {
    const result = computeSettlement(
      terms({
        exchangeRate: decimal('0'),
        remittanceChargesPercentage: decimal('100.01'),
        totalRevenue: money('-1', 'PKR'),
        platformSharePercentage: decimal('5'),
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map(({ code, field }) => `${code}:${field}`)).toEqual([
      'settlement.revenue-negative:totalRevenue',
      'settlement.percentage-out-of-range:remittanceChargesPercentage',
      'settlement.shares-exceed-revenue:merchantSharePercentage',
      'settlement.exchange-rate-not-positive:exchangeRate',
    ]);
  });
});

describe('verifySettlement', () => {
  it('accepts the figures it computes itself', () => {
    const input = terms();
    expect(verifySettlement({ ...input, ...figures(input) })).toEqual([]);
  });

  it('names each submitted figure that differs, with the expected amount', () => {
    const input = terms();
    const submitted = { ...input, ...figures(input), netSettledAmount: money('336.14', 'USD'), remittanceCharges: money('2400.00', 'USD') };
    expect(verifySettlement(submitted)).toEqual([
      { code: 'settlement.figure-mismatch', field: 'remittanceCharges', expected: '2400.00', submitted: '2400.00' },
      { code: 'settlement.figure-mismatch', field: 'netSettledAmount', expected: '336.15', submitted: '336.14' },
    ]);
  });

  it('reports invalid terms instead of comparing figures', () => {
    const input = terms();
    const issues = verifySettlement({ ...input, ...figures(input), exchangeRate: decimal('-1') });
    expect(issues.map((issue) => issue.code)).toEqual(['settlement.exchange-rate-not-positive']);
  });
});
