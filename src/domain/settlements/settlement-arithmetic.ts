import { localCurrency, minorDigitsOf, settledCurrency, type CurrencyCode } from '../money/currencies';
import { addDecimal, compareDecimal, decimalOf, divideDecimal, type Decimal } from '../money/decimal';
import { shareMoved } from '../money/kept-share';
import { addMoney, equalMoney, fromMinor, percentOf, subtractMoney, toAmountString, toDecimal, zeroOf, type Money } from '../money/money';
import type { Outcome, RuleIssue } from '../shared/rule-issue';

/** What the settlement form is given or chooses (spec 1 §2 Settlement form). */
export interface SettlementTerms {
  /** Collected revenue in the local currency (PKR). */
  totalRevenue: Money;
  platformSharePercentage: Decimal;
  merchantSharePercentage: Decimal;
  remittanceChargesPercentage: Decimal;
  /** Local units per one settled unit, e.g. PKR per USD. */
  exchangeRate: Decimal;
  settledCurrency: CurrencyCode;
  /**
   * Ours (docs/decisions/0041-refunds-in-the-money-figures.md): the total revenue of the merchant's
   * earlier settlements at these percentages; the shares are the kept share after this settlement
   * minus the one before it. Absent or zero for a merchant's first settlement.
   */
  settledRevenue?: Money;
}

export const settlementFigureNames = [
  'platformShare',
  'merchantShare',
  'subTotal',
  'remittanceCharges',
  'netTransferAmount',
  'netSettledAmount',
  'grossSettledAmount',
] as const;
export type SettlementFigureName = (typeof settlementFigureNames)[number];
export type SettlementFigures = Record<SettlementFigureName, Money>;

export type SettlementIssueCode =
  | 'settlement.revenue-negative'
  | 'settlement.percentage-out-of-range'
  | 'settlement.shares-exceed-revenue'
  | 'settlement.exchange-rate-not-positive'
  | 'settlement.figure-mismatch';
export interface SettlementIssue extends RuleIssue<SettlementIssueCode, keyof SettlementTerms | SettlementFigureName> {
  expected?: string;
  submitted?: string;
}

const zero = decimalOf(0n, 0);
const hundred = decimalOf(100n, 0);
const percentFields = ['platformSharePercentage', 'merchantSharePercentage', 'remittanceChargesPercentage'] as const;

export function checkSettlementTerms(terms: SettlementTerms): SettlementIssue[] {
  const issues: SettlementIssue[] = [];
  if (terms.totalRevenue.minor < 0n) issues.push({ code: 'settlement.revenue-negative', field: 'totalRevenue' });
  if (terms.settledRevenue !== undefined && terms.settledRevenue.minor < 0n) issues.push({ code: 'settlement.revenue-negative', field: 'settledRevenue' });
  for (const field of percentFields) {
    if (compareDecimal(terms[field], zero) < 0 || compareDecimal(terms[field], hundred) > 0) {
      issues.push({ code: 'settlement.percentage-out-of-range', field });
    }
  }
  // The two shares are parts of one revenue: together they cannot exceed it.
  if (compareDecimal(addDecimal(terms.platformSharePercentage, terms.merchantSharePercentage), hundred) > 0)
    issues.push({ code: 'settlement.shares-exceed-revenue', field: 'merchantSharePercentage' });
  if (compareDecimal(terms.exchangeRate, zero) <= 0) issues.push({ code: 'settlement.exchange-rate-not-positive', field: 'exchangeRate' });
  return issues;
}

function settled(amount: Money, rate: Decimal, currency: CurrencyCode): Money {
  return fromMinor(divideDecimal(toDecimal(amount), rate, minorDigitsOf(currency)).units, currency);
}

/**
 * spec 1 §5 settlement arithmetic. Each figure is rounded once, half away from zero, to its
 * currency's minor unit at the step where the summary shows it:
 * - platform and merchant shares: revenue × percent / 100, rounded because each is shown and stored in PKR;
 *   after earlier settlements, the difference of the rounded shares of the settled revenue with and
 *   without this one (shareMoved), so a merchant's settlements never drift from the share of their sum;
 * - subtotal: the merchant share itself, no new rounding;
 * - remittance charge: subtotal × percent / 100, rounded to PKR;
 * - net transfer: subtotal − charge, by subtraction rather than subtotal × (100 − percent) / 100,
 *   so charge + net transfer = subtotal exactly and the net never drops below zero;
 * - net settled: net transfer / rate and gross settled: revenue / rate, each rounded to USD cents
 *   from the exact PKR figure, so the error is at most half a cent (times the rate in PKR).
 */
export function computeSettlement(terms: SettlementTerms): Outcome<SettlementFigures, SettlementIssue> {
  const issues = checkSettlementTerms(terms);
  if (issues.length > 0) return { ok: false, issues };
  const before = terms.settledRevenue ?? zeroOf(terms.totalRevenue.currency);
  const after = addMoney(before, terms.totalRevenue);
  const platformShare = shareMoved(before, after, terms.platformSharePercentage);
  const merchantShare = shareMoved(before, after, terms.merchantSharePercentage);
  const subTotal = merchantShare;
  const remittanceCharges = percentOf(subTotal, terms.remittanceChargesPercentage);
  const netTransferAmount = subtractMoney(subTotal, remittanceCharges);
  return {
    ok: true,
    value: {
      platformShare,
      merchantShare,
      subTotal,
      remittanceCharges,
      netTransferAmount,
      netSettledAmount: settled(netTransferAmount, terms.exchangeRate, terms.settledCurrency),
      grossSettledAmount: settled(terms.totalRevenue, terms.exchangeRate, terms.settledCurrency),
    },
  };
}

/**
 * docs/spec/decisions.md §3: the server recomputes what a client sends and refuses a mismatch. Returns the
 * terms' own issues, or one issue per derived figure that differs from the recomputation.
 */
export function verifySettlement(submitted: SettlementTerms & SettlementFigures): SettlementIssue[] {
  const computed = computeSettlement(submitted);
  if (!computed.ok) return computed.issues;
  return settlementFigureNames
    .filter((name) => !equalMoney(computed.value[name], submitted[name]))
    .map((name) => ({
      code: 'settlement.figure-mismatch',
      field: name,
      expected: toAmountString(computed.value[name]),
      submitted: toAmountString(submitted[name]),
    }));
}

/** spec 1 §2: the form's default local and foreign currencies. */
export const settlementCurrencies = { local: localCurrency, settled: settledCurrency } as const;
