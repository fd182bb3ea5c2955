import { describe, expect, it } from 'vitest';
import { checkAccountBalanceInput, verifyAccountBalance, verifyAccountTopUp } from '../../../src/domain/accounts/account-balance';
import { historyDescriptionOf } from '../../../src/domain/accounts/account-history';
import { accountNameKey, sameAccountName } from '../../../src/domain/accounts/account-records';
import {
  billedAmountMessages,
  checkBilledAmountInput,
  computeBilledAmount,
  verifyBilledAmount,
  type BilledAmountInput,
} from '../../../src/domain/accounts/billed-amount';
import { decimal } from '../../../src/domain/money/decimal';
import { money } from '../../../src/domain/money/money';

describe('account balance rules at their edges (spec 2 §5)', () => {
  it('asks for the amount alone when neither figure is entered', () => {
    expect(checkAccountBalanceInput({})).toEqual([
      { code: 'account-balance.amount-required', field: 'grossAmount', message: 'Please enter valid amount' },
      { code: 'account-balance.tax-invalid', field: 'tax', message: 'Please provide valid tax' },
    ]);
    expect(checkAccountBalanceInput({ tax: decimal('5') })).toEqual([
      { code: 'account-balance.amount-required', field: 'grossAmount', message: 'Please enter valid amount' },
      { code: 'account-balance.amount-first', field: 'tax', message: 'Please provide amount first' },
    ]);
  });

  it('refuses a negative amount with the amount’s message, and allows zero', () => {
    expect(checkAccountBalanceInput({ grossAmount: money('-0.01', 'PKR'), tax: decimal('5') })).toEqual([
      { code: 'account-balance.amount-negative', field: 'grossAmount', message: 'Please enter valid amount' },
    ]);
    expect(checkAccountBalanceInput({ grossAmount: money('0', 'PKR'), tax: decimal('5') })).toEqual([]);
  });

  it('answers the input issues before recomputing the net amount', () => {
    expect(verifyAccountBalance({ grossAmount: money('-10', 'PKR'), tax: decimal('5'), netAmount: money('-9.50', 'PKR') }).map((i) => i.code)).toEqual([
      'account-balance.amount-negative',
    ]);
  });

  it('refuses a top-up of zero with the amount’s message', () => {
    expect(verifyAccountTopUp({ grossAmount: money('0', 'PKR'), tax: decimal('5'), netAmount: money('0', 'PKR') })).toEqual([
      { code: 'account-balance.amount-required', field: 'grossAmount', message: 'Please enter valid amount' },
    ]);
    expect(verifyAccountTopUp({ grossAmount: money('100', 'PKR'), tax: decimal('5'), netAmount: money('95', 'PKR') })).toEqual([]);
  });
});

describe('account history sentences (spec 2 §2.2, §2.3)', () => {
  it('names what happened and who did it', () => {
    expect(historyDescriptionOf({ kind: 'created' }, 'Ali')).toBe('Account created by Ali');
    expect(historyDescriptionOf({ kind: 'edited', fields: [] }, 'Ali')).toBe('Account saved without changes by Ali');
    expect(historyDescriptionOf({ kind: 'edited', fields: ['name', 'email'] }, 'Ali')).toBe('Account details changed (name, email) by Ali');
    expect(historyDescriptionOf({ kind: 'status-changed', from: 'Active', to: 'Inactive' }, 'Ali')).toBe('Status changed from Active to Inactive by Ali');
    expect(historyDescriptionOf({ kind: 'balance-added', grossAmount: '100.00', tax: '5', netAmount: '95.00', currency: 'PKR' }, 'Ali')).toBe(
      'Account balance of PKR 95.00 added (amount 100.00, tax 5%) by Ali',
    );
    expect(historyDescriptionOf({ kind: 'keys-revealed' }, 'Ali')).toBe('Confidential keys revealed to Ali');
    expect(historyDescriptionOf({ kind: 'deleted' }, 'Ali')).toBe('Account deleted by Ali');
  });
});

describe('account names', () => {
  it('compare without case or surrounding spaces', () => {
    expect(accountNameKey('  Multiverse Ltd ')).toBe('multiverse ltd');
    expect(sameAccountName('Multiverse', ' MULTIVERSE ')).toBe(true);
    expect(sameAccountName('Multiverse', 'Techlets')).toBe(false);
  });
});

function billed(overrides: Partial<BilledAmountInput> = {}): BilledAmountInput {
  return {
    totalAmount: money('1000', 'PKR'),
    waleeCommission: decimal('2'),
    sbpCharges: decimal('1'),
    serviceSalesTax: decimal('16'),
    withHoldingCharges: decimal('0.5'),
    ...overrides,
  };
}

describe('billed amount rules at their edges (spec 3 §5)', () => {
  it('names each charge field with its own message', () => {
    expect(billedAmountMessages).toEqual({
      waleeCommission: 'Please provide PGW commission',
      sbpCharges: 'Please provide SBP commission',
      serviceSalesTax: 'Please provide Service sales tax',
      withHoldingCharges: 'Please provide withholding tax',
      exchangeRate: 'Please provide exchange rate',
    });
    expect(checkBilledAmountInput(billed({ sbpCharges: decimal('-1') }))).toEqual([
      { code: 'billed-amount.percentage-out-of-range', field: 'sbpCharges', message: 'Please provide SBP commission' },
    ]);
  });

  it('refuses a currency other than PKR and USD, and a negative amount', () => {
    expect(checkBilledAmountInput(billed({ totalAmount: money('10', 'EUR') }))).toEqual([{ code: 'billed-amount.currency-unsupported', field: 'totalAmount' }]);
    expect(checkBilledAmountInput(billed({ totalAmount: money('-10', 'PKR') }))).toEqual([{ code: 'billed-amount.amount-negative', field: 'totalAmount' }]);
    expect(checkBilledAmountInput(billed({ totalAmount: money('0', 'PKR') }))).toEqual([]);
  });

  it('refuses charges above the whole amount together on the last charge', () => {
    const over = billed({ waleeCommission: decimal('50'), sbpCharges: decimal('50'), serviceSalesTax: decimal('0.01'), withHoldingCharges: decimal('0') });
    expect(checkBilledAmountInput(over)).toEqual([{ code: 'billed-amount.charges-exceed-amount', field: 'withHoldingCharges' }]);
    const whole = billed({ waleeCommission: decimal('50'), sbpCharges: decimal('50'), serviceSalesTax: decimal('0'), withHoldingCharges: decimal('0') });
    expect(checkBilledAmountInput(whole)).toEqual([]);
  });

  it('asks a positive exchange rate for USD only', () => {
    const rateIssue = { code: 'billed-amount.exchange-rate-required', field: 'exchangeRate', message: 'Please provide exchange rate' };
    expect(checkBilledAmountInput(billed({ totalAmount: money('10', 'USD'), exchangeRate: decimal('0') }))).toEqual([rateIssue]);
    expect(checkBilledAmountInput(billed({ totalAmount: money('10', 'USD'), exchangeRate: null }))).toEqual([rateIssue]);
    expect(checkBilledAmountInput(billed({ totalAmount: money('10', 'USD'), exchangeRate: decimal('0.01') }))).toEqual([]);
    expect(checkBilledAmountInput(billed({ exchangeRate: null }))).toEqual([]);
  });

  it('converts only USD, and keeps a PKR amount as it is whatever rate is sent', () => {
    const pkr = computeBilledAmount(billed({ exchangeRate: decimal('280') }));
    expect(pkr.ok && pkr.value.transferredAmount).toEqual(money('1000', 'PKR'));
    const usd = computeBilledAmount(billed({ totalAmount: money('10', 'USD'), exchangeRate: decimal('280') }));
    expect(usd.ok && usd.value.transferredAmount).toEqual(money('2800', 'PKR'));
  });

  it('answers the input issues instead of comparing a billed amount', () => {
    expect(verifyBilledAmount({ ...billed({ totalAmount: money('-1', 'PKR') }), totalBilledAmount: money('0', 'PKR') })).toEqual([
      { code: 'billed-amount.amount-negative', field: 'totalAmount' },
    ]);
  });
});
