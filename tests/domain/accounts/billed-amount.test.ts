import { describe, expect, it } from 'vitest';
import { computeBilledAmount, verifyBilledAmount, type BilledAmountInput } from '../../../src/domain/accounts/billed-amount';
import { decimal } from '../../../src/domain/money/decimal';
import { money, toAmountString } from '../../../src/domain/money/money';

function input(overrides: Partial<BilledAmountInput> = {}): BilledAmountInput {
  return {
    totalAmount: money('10000', 'PKR'),
    waleeCommission: decimal('2'),
    sbpCharges: decimal('1'),
    serviceSalesTax: decimal('16'),
    withHoldingCharges: decimal('0.5'),
    ...overrides,
  };
}

describe('billed amount (spec 3 §5)', () => {
  it('is the amount less the four percentages of it', () => {
    const result = computeBilledAmount(input());
    expect(result.ok && toAmountString(result.value.totalBilledAmount)).toBe('8050.00');
    expect(result.ok && toAmountString(result.value.deductions)).toBe('1950.00');
  });

  it('multiplies a USD amount by the exchange rate into PKR first', () => {
    const result = computeBilledAmount(input({ totalAmount: money('10.01', 'USD'), exchangeRate: decimal('278.45') }));
    expect(result.ok && toAmountString(result.value.transferredAmount)).toBe('2787.28');
    // 2787.28 × 19.5 % = 543.5196 → 543.52
    expect(result.ok && `${toAmountString(result.value.totalBilledAmount)} ${result.value.totalBilledAmount.currency}`).toBe('2243.76 PKR');
  });

  it('requires the exchange rate for USD only', () => {
    const usd = computeBilledAmount(input({ totalAmount: money('1', 'USD') }));
    expect(usd.ok ? [] : usd.issues).toEqual([
      { code: 'billed-amount.exchange-rate-required', field: 'exchangeRate', message: 'Please provide exchange rate' },
    ]);
    expect(computeBilledAmount(input({ exchangeRate: null })).ok).toBe(true);
  });

  it('refuses a charge outside 0..99 and charges that together exceed the amount', () => {
    const result = computeBilledAmount(input({ serviceSalesTax: decimal('99.5'), waleeCommission: decimal('-1') }));
    expect(result.ok ? [] : result.issues.map((issue) => `${issue.code}:${issue.field}`)).toEqual([
      'billed-amount.percentage-out-of-range:waleeCommission',
      'billed-amount.percentage-out-of-range:serviceSalesTax',
    ]);
    const together = computeBilledAmount(input({ waleeCommission: decimal('50'), serviceSalesTax: decimal('50') }));
    expect(together.ok ? [] : together.issues.map((issue) => issue.code)).toEqual(['billed-amount.charges-exceed-amount']);
  });

  it('refuses a submitted billed amount that does not match', () => {
    expect(verifyBilledAmount({ ...input(), totalBilledAmount: money('8050', 'PKR') })).toEqual([]);
    expect(verifyBilledAmount({ ...input(), totalBilledAmount: money('8049.99', 'PKR') })).toEqual([
      { code: 'billed-amount.mismatch', field: 'totalBilledAmount', expected: '8050.00' },
    ]);
  });
});
