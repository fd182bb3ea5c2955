import { currencies, minorDigitsOf, type CurrencyCode } from './currencies';
import {
  compareDecimal,
  decimalOf,
  divideDecimal,
  formatDecimal,
  multiplyDecimal,
  parseDecimal,
  roundToScale,
  type Decimal,
  type DecimalErrorCode,
} from './decimal';

/** docs/spec/decisions.md §3: an amount is an integer count of its currency's minor unit. */
export interface Money {
  readonly minor: bigint;
  readonly currency: CurrencyCode;
}

export type MoneyParse = { ok: true; value: Money } | { ok: false; code: DecimalErrorCode };

const hundred = decimalOf(100n, 0);

export function fromMinor(minor: bigint, currency: CurrencyCode): Money {
  return { minor, currency };
}

export function zeroOf(currency: CurrencyCode): Money {
  return fromMinor(0n, currency);
}

/** The border: a wire or form amount with at most the currency's minor digits. */
export function parseMoney(input: string | number, currency: CurrencyCode): MoneyParse {
  const parsed = parseDecimal(input, minorDigitsOf(currency));
  return parsed.ok ? { ok: true, value: fromMinor(parsed.value.units, currency) } : parsed;
}

/** For constants and tests, e.g. `money('12.50', 'PKR')`. Invalid input is a programming error. */
export function money(amount: string | number, currency: CurrencyCode): Money {
  const parsed = parseMoney(amount, currency);
  if (!parsed.ok) throw new RangeError(`Invalid ${currency} amount ${String(amount)}: ${parsed.code}`);
  return parsed.value;
}

export function toMinor(amount: Money): bigint {
  return amount.minor;
}

export function toDecimal(amount: Money): Decimal {
  return decimalOf(amount.minor, minorDigitsOf(amount.currency));
}

/**
 * An exact decimal (a form's figure, read once) as an amount of the currency, unchanged: refused as
 * `parseMoney` refuses it when it has more non-zero decimals than the currency's minor unit.
 */
export function exactMoney(value: Decimal, currency: CurrencyCode): MoneyParse {
  const minor = roundToScale(value, minorDigitsOf(currency));
  return compareDecimal(minor, value) === 0 ? { ok: true, value: fromMinor(minor.units, currency) } : { ok: false, code: 'decimal.too-many-decimals' };
}

/** A decimal rounded half away from zero to the currency's minor unit. */
export function fromDecimal(value: Decimal, currency: CurrencyCode): Money {
  return fromMinor(roundToScale(value, minorDigitsOf(currency)).units, currency);
}

function sameCurrency(a: Money, b: Money): CurrencyCode {
  if (a.currency !== b.currency) throw new RangeError(`Currency mismatch ${a.currency} / ${b.currency}`);
  return a.currency;
}

export function addMoney(a: Money, b: Money): Money {
  return fromMinor(a.minor + b.minor, sameCurrency(a, b));
}

export function subtractMoney(a: Money, b: Money): Money {
  return fromMinor(a.minor - b.minor, sameCurrency(a, b));
}

export function equalMoney(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.minor === b.minor;
}

/** amount × percent / 100, rounded half away from zero to the minor unit (docs/spec/decisions.md §3). */
export function percentOf(amount: Money, percent: Decimal): Money {
  // One rounding of the exact product, never a rounding of a rounded figure.
  const exact = multiplyDecimal(toDecimal(amount), percent);
  return fromMinor(divideDecimal(exact, hundred, minorDigitsOf(amount.currency)).units, amount.currency);
}

/** Exact multiplication by a rate into another currency, rounded once to its minor unit. */
export function convert(amount: Money, rate: Decimal, into: CurrencyCode): Money {
  return fromDecimal(multiplyDecimal(toDecimal(amount), rate), into);
}

/** Plain fixed text for the wire and CSV: `-12.50`, no grouping. */
export function toAmountString(amount: Money): string {
  return formatDecimal(toDecimal(amount));
}

/**
 * docs/decisions/0004-money.md: JSON carries amounts as numbers with two decimals. The text has at
 * most 15 significant digits for any stored amount, so the double prints back unchanged.
 */
export function toJsonAmount(amount: Money): number {
  return Number(toAmountString(amount));
}

/** One formatter per currency and style: building an Intl.NumberFormat costs far more than using one, and a grid formats every cell. */
const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormatOf(currency: Money['currency'], withCurrency: boolean): Intl.NumberFormat {
  const key = `${currency} ${withCurrency}`;
  let format = amountFormats.get(key);
  if (format === undefined) {
    const { displayLocale, minorDigits } = currencies[currency];
    format = new Intl.NumberFormat(displayLocale, {
      ...(withCurrency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: minorDigits,
      maximumFractionDigits: minorDigits,
    });
    amountFormats.set(key, format);
  }
  return format;
}

/** Display text with the currency's grouping and two decimals, e.g. `1,234,567.50` for PKR. */
export function formatAmount(amount: Money, options: { withCurrency?: boolean } = {}): string {
  const format = amountFormatOf(amount.currency, options.withCurrency === true);
  // An exact decimal string, never a double: Intl formats it digit for digit (ES2023).
  return format.format(toAmountString(amount) as Intl.StringNumericLiteral);
}

/** spec 1 §9: percentages show two decimals. */
export function formatPercent(percent: Decimal): string {
  return formatDecimal(percent, 2);
}
