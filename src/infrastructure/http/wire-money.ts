import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { isCurrencyCode, localCurrency, type CurrencyCode } from '../../domain/money/currencies';
import { parseDecimal, type Decimal } from '../../domain/money/decimal';
import { parseMoney, type Money } from '../../domain/money/money';
import { genericFailureMessage } from './error-mapping';

/**
 * The one reader of wire amounts, percentages and rates for every HTTP adapter.
 *
 * Failure policy: a number the domain cannot hold exactly (three decimals on an amount, a value
 * beyond 15 significant digits) is a defect on the server's side, like an answer that does not
 * match the contract, and is treated the same way as http-transport.ts treats one: an AppError
 * `unexpected` with the generic message, so a screen shows its normal error and never a wrong
 * figure. A currency code the portal does not know is read as the local currency (docs/spec/decisions.md
 * §3: amounts are PKR unless a row names another known currency).
 */
function unexpectedAnswer(what: string, value: number, code: string): AppError {
  const problem = new AppError(appErrorCodes.unexpected, genericFailureMessage);
  problem.cause = `The server sent ${what} the portal cannot read exactly: ${value} (${code})`;
  return problem;
}

export function currencyOf(code: string): CurrencyCode {
  return isCurrencyCode(code) ? code : localCurrency;
}

/** A wire amount (a JSON number with at most the currency's minor digits) as exact money. */
export function moneyOf(amount: number, currency: string): Money {
  const parsed = parseMoney(amount, currencyOf(currency));
  if (!parsed.ok) throw unexpectedAnswer('an amount', amount, parsed.code);
  return parsed.value;
}

/** Percentages travel with at most four decimals (numeric(…,4) on the server); shares of a whole with two. */
export function percentOf(value: number, decimals: 2 | 4 = 4): Decimal {
  const parsed = parseDecimal(value, decimals, { maxIntegerDigits: 12 });
  if (!parsed.ok) throw unexpectedAnswer('a percentage', value, parsed.code);
  return parsed.value;
}

/** A price, a fee or a charge of a service: two decimals, in a currency the portal may not know. */
export function figureOf(value: number): Decimal {
  const parsed = parseDecimal(value, 2);
  if (!parsed.ok) throw unexpectedAnswer('a figure', value, parsed.code);
  return parsed.value;
}

/** An exchange rate: four decimals, as the server stores it. */
export function rateOf(value: number): Decimal {
  const parsed = parseDecimal(value, 4, { maxIntegerDigits: 12 });
  if (!parsed.ok) throw unexpectedAnswer('an exchange rate', value, parsed.code);
  return parsed.value;
}
