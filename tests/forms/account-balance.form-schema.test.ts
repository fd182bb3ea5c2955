import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { accountBalanceFormMessages, accountBalanceFormSchema, typedTopUp } from '../../src/forms/account-balance.form-schema';

function messages(input: Record<string, unknown>): Record<string, string[]> {
  const result = accountBalanceFormSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('account balance form schema (spec 2 §5 "Account balance")', () => {
  it('carries the specification messages exactly', () => {
    expect(accountBalanceFormMessages).toMatchObject({
      amountRequired: 'Please enter valid amount',
      taxInvalid: 'Please provide valid tax',
      amountFirst: 'Please provide amount first',
    });
  });

  it('accepts an amount, a tax from 0 to 99 and a net amount', () => {
    // The values the form hands on are exact, read once: 1000.00, 15.00 %, 850.00.
    expect(accountBalanceFormSchema.parse({ grossAmount: 1000, tax: 15, netAmount: 850 })).toEqual({
      grossAmount: decimal('1000.00'),
      tax: decimal('15.00'),
      netAmount: decimal('850.00'),
    });
    expect(accountBalanceFormSchema.parse({ grossAmount: 0.1, tax: 0.3, netAmount: 0.1 })).toEqual({
      grossAmount: decimal('0.10'),
      tax: decimal('0.30'),
      netAmount: decimal('0.10'),
    });
    expect(messages({ grossAmount: 10, tax: 0, netAmount: 10 })).toEqual({});
    expect(messages({ grossAmount: 10, tax: 99, netAmount: 0.1 })).toEqual({});
  });

  it('needs an amount above zero with at most two decimals', () => {
    expect(messages({ tax: null, netAmount: 0 }).grossAmount).toEqual(['Please enter valid amount']);
    expect(messages({ grossAmount: 0, tax: 0, netAmount: 0 }).grossAmount).toEqual(['Please enter valid amount']);
    expect(messages({ grossAmount: -1, tax: 0, netAmount: -1 }).grossAmount).toEqual(['Please enter valid amount']);
    expect(messages({ grossAmount: 1.001, tax: 0, netAmount: 1 }).grossAmount).toEqual(['Please enter valid amount']);
    expect(messages({ grossAmount: '10', tax: 0, netAmount: 10 }).grossAmount).toEqual(['Please enter valid amount']);
  });

  it('needs a tax from 0 to 99', () => {
    for (const tax of [undefined, -0.01, 99.01, 100, 'five']) {
      expect(messages({ grossAmount: 10, tax, netAmount: 10 }).tax).toEqual(['Please provide valid tax']);
    }
  });

  it('asks for the amount first when the tax comes before it', () => {
    expect(messages({ tax: 5, netAmount: 0 })).toEqual({
      grossAmount: ['Please enter valid amount'],
      tax: ['Please provide amount first'],
    });
  });

  it('needs the net amount the form computed', () => {
    expect(messages({ grossAmount: 10, tax: 0 }).netAmount).toEqual(['Please provide net amount']);
  });

  it('reads the amount and tax typed so far exactly for the live net amount, none while either is missing or no figure', () => {
    expect(typedTopUp({ grossAmount: 10.01, tax: 12.5 })).toEqual({ grossAmount: decimal('10.01'), tax: decimal('12.50') });
    expect(typedTopUp({ grossAmount: null, tax: 5 })).toBeNull();
    expect(typedTopUp({ grossAmount: 10, tax: undefined })).toBeNull();
    expect(typedTopUp({ grossAmount: 1.001, tax: 5 })).toBeNull();
    expect(typedTopUp({ grossAmount: 10, tax: Number.NaN })).toBeNull();
  });
});
