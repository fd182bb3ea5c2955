import { addDecimal, compareDecimal, decimalOf, type Decimal } from '../money/decimal';
import { convert, equalMoney, percentOf, subtractMoney, toAmountString, type Money } from '../money/money';
import type { Outcome, RuleIssue } from '../shared/rule-issue';

// spec 3 §5 (transaction form): four charges, each a percent of the amount from 0 to 99.
export const billedChargeFields = ['waleeCommission', 'sbpCharges', 'serviceSalesTax', 'withHoldingCharges'] as const;
export type BilledChargeField = (typeof billedChargeFields)[number];

export const billedAmountMessages: Readonly<Record<BilledChargeField | 'exchangeRate', string>> = {
  waleeCommission: 'Please provide PGW commission',
  sbpCharges: 'Please provide SBP commission',
  serviceSalesTax: 'Please provide Service sales tax',
  withHoldingCharges: 'Please provide withholding tax',
  exchangeRate: 'Please provide exchange rate',
};

/** Wire names of an account transaction (spec 3 §3); PKR or USD. */
export type BilledAmountInput = { totalAmount: Money; exchangeRate?: Decimal | null } & Record<BilledChargeField, Decimal>;

export interface BilledAmountFigures {
  /** The amount in PKR: the amount itself, or for USD the amount × exchange rate. */
  transferredAmount: Money;
  deductions: Money;
  totalBilledAmount: Money;
}

export type BilledAmountIssueCode =
  | 'billed-amount.currency-unsupported'
  | 'billed-amount.amount-negative'
  | 'billed-amount.percentage-out-of-range'
  | 'billed-amount.charges-exceed-amount'
  | 'billed-amount.exchange-rate-required'
  | 'billed-amount.mismatch';
export interface BilledAmountIssue extends RuleIssue<BilledAmountIssueCode, BilledChargeField | 'totalAmount' | 'exchangeRate' | 'totalBilledAmount'> {
  expected?: string;
}

const zero = decimalOf(0n, 0);
const maxCharge = decimalOf(99n, 0);
const hundred = decimalOf(100n, 0);

export function checkBilledAmountInput(input: BilledAmountInput): BilledAmountIssue[] {
  const issues: BilledAmountIssue[] = [];
  const { currency } = input.totalAmount;
  if (currency !== 'PKR' && currency !== 'USD') issues.push({ code: 'billed-amount.currency-unsupported', field: 'totalAmount' });
  if (input.totalAmount.minor < 0n) issues.push({ code: 'billed-amount.amount-negative', field: 'totalAmount' });
  for (const field of billedChargeFields) {
    if (compareDecimal(input[field], zero) < 0 || compareDecimal(input[field], maxCharge) > 0) {
      issues.push({ code: 'billed-amount.percentage-out-of-range', field, message: billedAmountMessages[field] });
    }
  }
  // Each charge may be up to 99 %, but together they cannot take more than the whole amount.
  if (compareDecimal(totalChargePercent(input), hundred) > 0) issues.push({ code: 'billed-amount.charges-exceed-amount', field: 'withHoldingCharges' });
  // spec 3 §5: the rate is required (and positive, or nothing converts) only for USD.
  if (currency === 'USD' && (!input.exchangeRate || compareDecimal(input.exchangeRate, zero) <= 0)) {
    issues.push({ code: 'billed-amount.exchange-rate-required', field: 'exchangeRate', message: billedAmountMessages.exchangeRate });
  }
  return issues;
}

function totalChargePercent(input: BilledAmountInput): Decimal {
  return billedChargeFields.reduce((sum, field) => addDecimal(sum, input[field]), zero);
}

/**
 * spec 3 §5: billed amount = amount − the sum of the four percentages of the amount; for USD the
 * transferred amount is first multiplied by the exchange rate. Rounding, half away from zero:
 * the USD conversion once to PKR paisa (the PKR figure is what the account receives), then the
 * deductions once on the summed percentages, rather than four separately rounded charges that
 * could drift a paisa each; the billed amount is the exact remainder, so
 * billed + deductions = transferred amount.
 */
export function computeBilledAmount(input: BilledAmountInput): Outcome<BilledAmountFigures, BilledAmountIssue> {
  const issues = checkBilledAmountInput(input);
  if (issues.length > 0) return { ok: false, issues };
  const transferredAmount =
    input.totalAmount.currency === 'USD' && input.exchangeRate ? convert(input.totalAmount, input.exchangeRate, 'PKR') : input.totalAmount;
  const deductions = percentOf(transferredAmount, totalChargePercent(input));
  return { ok: true, value: { transferredAmount, deductions, totalBilledAmount: subtractMoney(transferredAmount, deductions) } };
}

/** docs/spec/decisions.md §3: the server recomputes a submitted billed amount and refuses a mismatch. */
export function verifyBilledAmount(submitted: BilledAmountInput & { totalBilledAmount: Money }): BilledAmountIssue[] {
  const computed = computeBilledAmount(submitted);
  if (!computed.ok) return computed.issues;
  if (equalMoney(computed.value.totalBilledAmount, submitted.totalBilledAmount)) return [];
  return [{ code: 'billed-amount.mismatch', field: 'totalBilledAmount', expected: toAmountString(computed.value.totalBilledAmount) }];
}
