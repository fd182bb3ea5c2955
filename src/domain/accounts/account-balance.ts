import { compareDecimal, decimalOf, type Decimal } from '../money/decimal';
import { equalMoney, percentOf, subtractMoney, toAmountString, type Money } from '../money/money';
import type { RuleIssue } from '../shared/rule-issue';

// spec 2 §5 and spec 3 §5 (account balance form): tax is a percent from 0 to 99.
export const accountTaxRange = { min: decimalOf(0n, 0), max: decimalOf(99n, 0) } as const;

export const accountBalanceMessages = {
  amountRequired: 'Please enter valid amount',
  taxInvalid: 'Please provide valid tax',
  amountFirst: 'Please provide amount first',
} as const;

export type AccountBalanceIssueCode =
  | 'account-balance.amount-required'
  | 'account-balance.amount-negative'
  | 'account-balance.tax-invalid'
  | 'account-balance.amount-first'
  | 'account-balance.net-amount-mismatch';
export interface AccountBalanceIssue extends RuleIssue<AccountBalanceIssueCode, 'grossAmount' | 'tax' | 'netAmount'> {
  expected?: string;
}

export interface AccountBalanceFigures {
  taxAmount: Money;
  netAmount: Money;
}

/**
 * net amount = amount − amount × tax / 100. The tax amount is rounded once, half away from zero,
 * to the minor unit, and the net is the remainder, so tax amount + net amount = amount exactly.
 */
export function accountBalanceNetAmount(grossAmount: Money, tax: Decimal): AccountBalanceFigures {
  const taxAmount = percentOf(grossAmount, tax);
  return { taxAmount, netAmount: subtractMoney(grossAmount, taxAmount) };
}

/** The form's rules: tax entered before the amount asks for the amount first (spec 2 §5). */
export function checkAccountBalanceInput(input: { grossAmount?: Money | null; tax?: Decimal | null }): AccountBalanceIssue[] {
  const issues: AccountBalanceIssue[] = [];
  const { grossAmount, tax } = input;
  if (!grossAmount) {
    issues.push({ code: 'account-balance.amount-required', field: 'grossAmount', message: accountBalanceMessages.amountRequired });
    if (tax) issues.push({ code: 'account-balance.amount-first', field: 'tax', message: accountBalanceMessages.amountFirst });
  } else if (grossAmount.minor < 0n) {
    issues.push({ code: 'account-balance.amount-negative', field: 'grossAmount', message: accountBalanceMessages.amountRequired });
  }
  if (!tax || compareDecimal(tax, accountTaxRange.min) < 0 || compareDecimal(tax, accountTaxRange.max) > 0) {
    issues.push({ code: 'account-balance.tax-invalid', field: 'tax', message: accountBalanceMessages.taxInvalid });
  }
  return issues;
}

/** docs/spec/decisions.md §3: the server recomputes the submitted net amount and refuses a mismatch. */
export function verifyAccountBalance(submitted: { grossAmount: Money; tax: Decimal; netAmount: Money }): AccountBalanceIssue[] {
  const issues = checkAccountBalanceInput(submitted);
  if (issues.length > 0) return issues;
  const { netAmount } = accountBalanceNetAmount(submitted.grossAmount, submitted.tax);
  if (equalMoney(netAmount, submitted.netAmount)) return [];
  return [{ code: 'account-balance.net-amount-mismatch', field: 'netAmount', expected: toAmountString(netAmount) }];
}

/**
 * spec 2 §2.2 "Add Account Balance": a top-up adds money, so a zero amount is no valid amount
 * (the form's 'Please enter valid amount'); otherwise the same recomputation as any balance form.
 */
export function verifyAccountTopUp(submitted: { grossAmount: Money; tax: Decimal; netAmount: Money }): AccountBalanceIssue[] {
  if (submitted.grossAmount.minor === 0n) {
    return [{ code: 'account-balance.amount-required', field: 'grossAmount', message: accountBalanceMessages.amountRequired }];
  }
  return verifyAccountBalance(submitted);
}
