import { z } from 'zod';
import { accountBalanceMessages, checkAccountBalanceInput } from '../domain/accounts/account-balance';
import { localCurrency } from '../domain/money/currencies';
import type { Decimal } from '../domain/money/decimal';
import { fromMinor, type Money } from '../domain/money/money';
import { typedFigure } from './figure-fields';

/** spec 2 §5 "Account balance": the messages are the domain's (one copy for portal and server). */
export const accountBalanceFormMessages = {
  ...accountBalanceMessages,
  /** Not in the specification: the net amount is computed by the form, so only a broken client omits it. */
  netAmountRequired: 'Please provide net amount',
} as const;

const m = accountBalanceFormMessages;
/** numeric(18,2) leaves 16 digits before the point; one top-up stays well below the column's limit. */
const amountDigits = { maxIntegerDigits: 13 };

export const accountBalanceFormShape = {
  grossAmount: z.number({ error: () => m.amountRequired }).nullish(),
  tax: z.number({ error: () => m.taxInvalid }).nullish(),
  netAmount: z.number({ error: () => m.netAmountRequired }).nullish(),
};

type RawAccountBalance = z.output<z.ZodObject<typeof accountBalanceFormShape>>;

/**
 * The form's values once its rules hold, read exactly once: decimals, since the amounts are in the
 * merchant's currency, which the form does not know (the use-case and the server make them money).
 */
export interface AccountBalanceFormValues {
  grossAmount: Decimal;
  tax: Decimal;
  netAmount: Decimal;
}

/** The amount and tax typed so far, read exactly, for the live net amount; null while either is missing or no figure. */
export function typedTopUp(raw: Pick<Partial<RawAccountBalance>, 'grossAmount' | 'tax'>): { grossAmount: Decimal; tax: Decimal } | null {
  const grossAmount = typedFigure(raw.grossAmount, 2, amountDigits);
  const tax = typedFigure(raw.tax, 2);
  if (grossAmount === null || grossAmount === 'invalid' || tax === null || tax === 'invalid') return null;
  return { grossAmount, tax };
}

/**
 * The domain's rules (spec 2 §5): amount required and above zero, tax 0 to 99, tax before amount
 * asks for the amount first. The rules look at presence, sign and range only, so the amount is
 * read in the local currency here; the server recomputes the net amount in the merchant's currency.
 */
export function applyAccountBalanceRules(raw: RawAccountBalance, ctx: z.RefinementCtx): AccountBalanceFormValues {
  const gross = typedFigure(raw.grossAmount, 2, amountDigits);
  const tax = typedFigure(raw.tax, 2);
  const net = typedFigure(raw.netAmount, 2, amountDigits);
  const issues: { field: string; message: string }[] = [];
  if (gross === 'invalid') issues.push({ field: 'grossAmount', message: m.amountRequired });
  if (tax === 'invalid') issues.push({ field: 'tax', message: m.taxInvalid });
  const grossAmount: Money | null = gross === null || gross === 'invalid' ? null : fromMinor(gross.units, localCurrency);
  if (gross !== 'invalid' && tax !== 'invalid') {
    for (const issue of checkAccountBalanceInput({ grossAmount, tax })) issues.push({ field: issue.field, message: issue.message ?? m.amountRequired });
    if (grossAmount !== null && grossAmount.minor === 0n) issues.push({ field: 'grossAmount', message: m.amountRequired });
  }
  if (net === null || net === 'invalid') issues.push({ field: 'netAmount', message: m.netAmountRequired });
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  if (issues.length > 0 || gross === null || gross === 'invalid' || tax === null || tax === 'invalid' || net === null || net === 'invalid') return z.NEVER;
  return { grossAmount: gross, tax, netAmount: net };
}

/** spec 2 §2.2 "Account Balance" form: amount, tax and net amount. */
export const accountBalanceFormSchema = z.object(accountBalanceFormShape).transform(applyAccountBalanceRules);
export type AccountBalanceFormInput = z.input<typeof accountBalanceFormSchema>;
