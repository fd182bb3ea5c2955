import { describe, expect, it } from 'vitest';
import { accountTransactionFormMessages, accountTransactionFormSchema, liveBilledAmount } from '../../src/forms/account-transaction.form-schema';
import { decimal } from '../../src/domain/money/decimal';
import { money, toAmountString } from '../../src/domain/money/money';

const valid = {
  userTypeId: 'm1',
  paymentMethod: 'IBFT',
  currency: 'PKR',
  totalAmount: 10000,
  exchangeRate: null,
  waleeCommission: 2,
  sbpCharges: 1,
  serviceSalesTax: 16,
  withHoldingCharges: 0.5,
  totalBilledAmount: 8050,
};

function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = accountTransactionFormSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('transaction form schema (spec 3 §5 "Transaction form")', () => {
  it('carries the specification messages exactly', () => {
    expect(accountTransactionFormMessages).toMatchObject({
      merchantRequired: 'Please select a merchant',
      paymentMethodInvalid: 'Please provide valid payment method',
      currencyRequired: 'Please provide currency',
      amountRequired: 'Please provide amount',
      waleeCommission: 'Please provide PGW commission',
      sbpCharges: 'Please provide SBP commission',
      serviceSalesTax: 'Please provide Service sales tax',
      withHoldingCharges: 'Please provide withholding tax',
      exchangeRate: 'Please provide exchange rate',
    });
  });

  it('names every missing field at once on an empty form', () => {
    expect(Object.keys(messages({})).sort()).toEqual(
      [
        'currency',
        'paymentMethod',
        'sbpCharges',
        'serviceSalesTax',
        'totalAmount',
        'totalBilledAmount',
        'userTypeId',
        'waleeCommission',
        'withHoldingCharges',
      ].sort(),
    );
  });

  it('takes an amount from 0 and each charge from 0 to 99', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, totalAmount: 0, totalBilledAmount: 0 })).toEqual({});
    expect(messages({ ...valid, totalAmount: -0.01 }).totalAmount).toEqual(['Please provide amount']);
    expect(messages({ ...valid, waleeCommission: 99.01 }).waleeCommission).toEqual(['Please provide PGW commission']);
    expect(messages({ ...valid, sbpCharges: 99, waleeCommission: 2 }).withHoldingCharges).toEqual(['The four charges together cannot exceed 100%']);
  });

  it('requires a positive rate for USD and clears it for PKR', () => {
    expect(messages({ ...valid, currency: 'USD' }).exchangeRate).toEqual(['Please provide exchange rate']);
    expect(messages({ ...valid, currency: 'USD', exchangeRate: 0 }).exchangeRate).toEqual(['Please provide exchange rate']);
    expect(accountTransactionFormSchema.parse({ ...valid, exchangeRate: 280 }).exchangeRate).toBeNull();
    expect(accountTransactionFormSchema.parse({ ...valid, currency: 'USD', exchangeRate: 280 }).exchangeRate).toEqual(decimal('280.0000'));
  });

  it('hands on every figure exact, read once', () => {
    expect(accountTransactionFormSchema.parse(valid)).toEqual({
      userTypeId: 'm1',
      paymentMethod: 'IBFT',
      currency: 'PKR',
      totalAmount: money('10000.00', 'PKR'),
      exchangeRate: null,
      waleeCommission: decimal('2.00'),
      sbpCharges: decimal('1.00'),
      serviceSalesTax: decimal('16.00'),
      withHoldingCharges: decimal('0.50'),
      totalBilledAmount: money('8050.00', 'PKR'),
    });
    const usd = accountTransactionFormSchema.parse({
      ...valid,
      currency: 'USD',
      paymentMethod: 'USD-DEPOSIT',
      totalAmount: 10.01,
      exchangeRate: 278.45,
      totalBilledAmount: 2243.76,
    });
    expect(usd).toMatchObject({ totalAmount: money('10.01', 'USD'), exchangeRate: decimal('278.4500'), totalBilledAmount: money('2243.76', 'PKR') });
  });

  it('computes the live billed amount with the domain formula', () => {
    const figures = liveBilledAmount({
      currency: 'USD',
      totalAmount: 10.01,
      exchangeRate: 278.45,
      waleeCommission: 2,
      sbpCharges: 1,
      serviceSalesTax: 16,
      withHoldingCharges: 0.5,
    });
    expect(figures && toAmountString(figures.totalBilledAmount)).toBe('2243.76');
    expect(
      liveBilledAmount({ currency: 'PKR', totalAmount: 10000, waleeCommission: 2, sbpCharges: 1, serviceSalesTax: null, withHoldingCharges: 0.5 }),
    ).toBeNull();
  });
});
