import { describe, expect, it } from 'vitest';
import { accountBalanceNetAmount, checkAccountBalanceInput, verifyAccountBalance } from '../../../src/domain/accounts/account-balance';
import { decimal } from '../../../src/domain/money/decimal';
import { money } from '../../../src/domain/money/money';

describe('account balance net amount (spec 2 §5, spec 3 §5)', () => {
  it('is the amount less tax percent of it', () => {
    expect(accountBalanceNetAmount(money('1000', 'PKR'), decimal('15'))).toEqual({ taxAmount: money('150', 'PKR'), netAmount: money('850', 'PKR') });
    // 10.05 × 12.5 % = 1.25625 → 1.26
    expect(accountBalanceNetAmount(money('10.05', 'PKR'), decimal('12.5')).netAmount).toEqual(money('8.79', 'PKR'));
  });

  it('asks for the amount first when only the tax is entered', () => {
    expect(checkAccountBalanceInput({ tax: decimal('5') }).map((issue) => issue.message)).toEqual(['Please enter valid amount', 'Please provide amount first']);
  });

  it('requires a tax from 0 to 99', () => {
    const amount = money('10', 'PKR');
    expect(checkAccountBalanceInput({ grossAmount: amount, tax: decimal('0') })).toEqual([]);
    expect(checkAccountBalanceInput({ grossAmount: amount, tax: decimal('99') })).toEqual([]);
    for (const tax of [decimal('99.01'), decimal('-1'), null]) {
      expect(checkAccountBalanceInput({ grossAmount: amount, tax })).toEqual([
        { code: 'account-balance.tax-invalid', field: 'tax', message: 'Please provide valid tax' },
      ]);
    }
  });

  it('refuses a submitted net amount that does not match', () => {
    const submitted = { grossAmount: money('1000', 'PKR'), tax: decimal('15') };
    expect(verifyAccountBalance({ ...submitted, netAmount: money('850', 'PKR') })).toEqual([]);
    expect(verifyAccountBalance({ ...submitted, netAmount: money('850.01', 'PKR') })).toEqual([
      { code: 'account-balance.net-amount-mismatch', field: 'netAmount', expected: '850.00' },
    ]);
  });
});
