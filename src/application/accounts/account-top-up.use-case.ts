import { accountBalanceNetAmount, checkAccountBalanceInput } from '../../domain/accounts/account-balance';
import type { CurrencyCode } from '../../domain/money/currencies';
import type { Decimal } from '../../domain/money/decimal';
import { exactMoney, type Money } from '../../domain/money/money';

/** The account balance form's figures (spec 2 §2.2), exact as its schema read them: the amount in no currency yet. */
export interface TopUpInput {
  grossAmount: Decimal;
  tax: Decimal;
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
  const gross = exactMoney(input.grossAmount, currency);
  if (!gross.ok || gross.value.minor <= 0n) return null;
  if (checkAccountBalanceInput({ grossAmount: gross.value, tax: input.tax }).length > 0) return null;
  return { grossAmount: gross.value, tax: input.tax, ...accountBalanceNetAmount(gross.value, input.tax) };
}
