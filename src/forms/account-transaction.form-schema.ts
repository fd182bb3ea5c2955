import { z } from 'zod';
import {
  billedAmountMessages,
  billedChargeFields,
  computeBilledAmount,
  type BilledAmountFigures,
  type BilledChargeField,
} from '../domain/accounts/billed-amount';
import { localCurrency } from '../domain/money/currencies';
import type { Decimal } from '../domain/money/decimal';
import { fromMinor, type Money } from '../domain/money/money';
import {
  accountPaymentMethods,
  accountTransactionCurrencies,
  type AccountPaymentMethod,
  type AccountTransactionCurrency,
} from '../domain/payouts/account-transaction';
import { typedFigure } from './figure-fields';

/** spec 3 §5 "Transaction form": the specification's messages; the four charges' are the domain's. */
export const accountTransactionFormMessages = {
  merchantRequired: 'Please select a merchant',
  paymentMethodInvalid: 'Please provide valid payment method',
  currencyRequired: 'Please provide currency',
  amountRequired: 'Please provide amount',
  ...billedAmountMessages,
  /** Ours: each charge may be up to 99 %, together they cannot take more than the amount. */
  chargesExceedAmount: 'The four charges together cannot exceed 100%',
  /** Ours: the billed amount is computed by the form, so only a broken client omits it. */
  billedAmountRequired: 'Please provide billed amount',
} as const;

const m = accountTransactionFormMessages;
/** numeric(18,2) leaves 16 digits before the point; one top-up stays well below the column's limit. */
const amountDigits = { maxIntegerDigits: 13 };
/** numeric(12,4): a rate has at most 8 digits before the point and 4 after. */
const rateDigits = { maxIntegerDigits: 8 };

const optionalNumber = (message: string) => z.number({ error: () => message }).nullish();

export const accountTransactionFormShape = {
  // Read loosely and checked by the rules below, so an empty form shows every message at once.
  userTypeId: z.string({ error: () => m.merchantRequired }).nullish(),
  paymentMethod: z.string({ error: () => m.paymentMethodInvalid }).nullish(),
  currency: z.string({ error: () => m.currencyRequired }).nullish(),
  totalAmount: optionalNumber(m.amountRequired),
  exchangeRate: optionalNumber(m.exchangeRate),
  waleeCommission: optionalNumber(m.waleeCommission),
  sbpCharges: optionalNumber(m.sbpCharges),
  serviceSalesTax: optionalNumber(m.serviceSalesTax),
  withHoldingCharges: optionalNumber(m.withHoldingCharges),
  totalBilledAmount: optionalNumber(m.billedAmountRequired),
};

type RawAccountTransaction = z.output<z.ZodObject<typeof accountTransactionFormShape>>;

/**
 * The form's values once its rules hold, each figure read exactly once: the amount in its currency,
 * the rate (cleared for PKR) and the four charges as decimals, and the billed amount the form showed
 * in PKR (spec 3 §5).
 */
export interface AccountTransactionFormValues {
  userTypeId: string;
  paymentMethod: AccountPaymentMethod;
  currency: AccountTransactionCurrency;
  totalAmount: Money;
  exchangeRate: Decimal | null;
  waleeCommission: Decimal;
  sbpCharges: Decimal;
  serviceSalesTax: Decimal;
  withHoldingCharges: Decimal;
  totalBilledAmount: Money;
}

type Issue = { field: string; message: string };

const isCurrency = (value: unknown): value is AccountTransactionCurrency => accountTransactionCurrencies.some((code) => code === value);
const isPaymentMethod = (value: unknown): value is AccountPaymentMethod => accountPaymentMethods.some((method) => method === value);
const merchantIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A figure as typed, read exactly; null when missing or no such figure (the rules name it either way). */
function readDecimal(value: number | null | undefined, decimals: number, options = {}): Decimal | null {
  const read = typedFigure(value, decimals, options);
  return read === 'invalid' ? null : read;
}

/**
 * The figures the billed-amount formula needs, read exactly (spec 3 §5), or the issues that stop
 * it. The rate counts for USD only: for PKR it is cleared whatever was typed.
 */
export function readBilledInput(raw: Partial<Pick<RawAccountTransaction, 'currency' | 'totalAmount' | 'exchangeRate' | BilledChargeField>>) {
  const issues: Issue[] = [];
  const amount = readDecimal(raw.totalAmount, 2, amountDigits);
  if (amount === null || amount.units < 0n) issues.push({ field: 'totalAmount', message: m.amountRequired });
  const charges = {} as Record<BilledChargeField, Decimal>;
  for (const field of billedChargeFields) {
    const charge = readDecimal(raw[field], 2);
    if (charge === null || charge.units < 0n || charge.units > 99n * 10n ** BigInt(charge.scale)) issues.push({ field, message: m[field] });
    else charges[field] = charge;
  }
  const currency = isCurrency(raw.currency) ? raw.currency : undefined;
  const usd = currency === 'USD';
  const rate = usd ? readDecimal(raw.exchangeRate, 4, rateDigits) : null;
  if (usd && (rate === null || rate.units <= 0n)) issues.push({ field: 'exchangeRate', message: m.exchangeRate });
  if (currency === undefined) issues.push({ field: 'currency', message: m.currencyRequired });
  if (issues.length > 0 || amount === null || currency === undefined) return { ok: false as const, issues };
  const input = { totalAmount: fromMinor(amount.units, currency), exchangeRate: rate, ...charges };
  const computed = computeBilledAmount(input);
  if (!computed.ok) {
    return { ok: false as const, issues: computed.issues.map((issue) => ({ field: issue.field, message: issue.message ?? m.chargesExceedAmount })) };
  }
  return { ok: true as const, figures: computed.value, input };
}

/** The live billed amount the form shows (spec 3 §5), or null while the figures are incomplete. */
export function liveBilledAmount(
  raw: Partial<Pick<RawAccountTransaction, 'currency' | 'totalAmount' | 'exchangeRate' | BilledChargeField>>,
): BilledAmountFigures | null {
  const read = readBilledInput(raw);
  return read.ok ? read.figures : null;
}

/** spec 3 §5 "Transaction form": every rule, for the portal's form and the server's body alike. */
export function applyAccountTransactionRules(raw: RawAccountTransaction, ctx: z.RefinementCtx): AccountTransactionFormValues {
  const issues: Issue[] = [];
  const userTypeId = raw.userTypeId?.trim() ?? '';
  if (!merchantIdPattern.test(userTypeId)) issues.push({ field: 'userTypeId', message: m.merchantRequired });
  if (!isPaymentMethod(raw.paymentMethod)) issues.push({ field: 'paymentMethod', message: m.paymentMethodInvalid });
  const read = readBilledInput(raw);
  if (!read.ok) issues.push(...read.issues);
  const billed = readDecimal(raw.totalBilledAmount, 2, amountDigits);
  if (billed === null) issues.push({ field: 'totalBilledAmount', message: m.billedAmountRequired });
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  if (issues.length > 0 || !read.ok || billed === null || !isPaymentMethod(raw.paymentMethod) || !isCurrency(raw.currency)) return z.NEVER;
  return {
    userTypeId,
    paymentMethod: raw.paymentMethod,
    currency: raw.currency,
    ...read.input,
    totalBilledAmount: fromMinor(billed.units, localCurrency),
  };
}

/** spec 3 §2 /loan-account-detail/form/{loanTransactionId}: the New Transaction form. */
export const accountTransactionFormSchema = z.object(accountTransactionFormShape).transform(applyAccountTransactionRules);
export type AccountTransactionFormInput = z.input<typeof accountTransactionFormSchema>;
