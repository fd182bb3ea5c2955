import { accountBalanceNetAmount, checkAccountBalanceInput } from '../../domain/accounts/account-balance';
import type { CurrencyCode } from '../../domain/money/currencies';
import { parseDecimal, type Decimal } from '../../domain/money/decimal';
import { parseMoney, type Money } from '../../domain/money/money';

/** The account balance form's figures as typed (spec 2 §2.2): numbers, or nothing yet. */
export interface TopUpInput {
  grossAmount: number | null | undefined;
  tax: number | null | undefined;
}

export interface TopUpFigures {
  grossAmount: Money;
  tax: Decimal;
  taxAmount: Money;
  netAmount: Money;
}

/**
 * spec 2 §5: net amount = amount − amount × tax / 100, through the domain only, in the merchant's
 * currency (as the server recomputes it). Null while the input breaks a rule of the form.
 */
export function topUpFigures(input: TopUpInput, currency: CurrencyCode): TopUpFigures | null {
  if (input.grossAmount === null || input.grossAmount === undefined || input.tax === null || input.tax === undefined) return null;
  const gross = parseMoney(input.grossAmount, currency);
  const tax = parseDecimal(input.tax, 2);
  if (!gross.ok || !tax.ok || gross.value.minor <= 0n) return null;
  if (checkAccountBalanceInput({ grossAmount: gross.value, tax: tax.value }).length > 0) return null;
  return { grossAmount: gross.value, tax: tax.value, ...accountBalanceNetAmount(gross.value, tax.value) };
}
