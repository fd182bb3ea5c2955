import { formatDecimal, parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { toDecimal, type Money } from '../../../src/domain/money/money';

const databaseDecimal = /^(\d+)(?:\.(\d+))?$/;

/** A numeric column's text as the domain's exact decimal; anything else is a bug, and throws. */
export function columnDecimal(text: string, decimals: number): Decimal {
  const parsed = parseDecimal(text, decimals, { maxIntegerDigits: 18 });
  if (!parsed.ok) throw new Error(`Not a decimal with ${decimals} places: ${text} (${parsed.code})`);
  return parsed.value;
}

/**
 * docs/decisions/0004-money.md: the database answers numeric columns as exact text; the wire carries
 * numbers with at most the column's decimals. Every money, percent and rate figure the server
 * sends goes through here: read through the domain's exact decimal, never parseFloat, so `12.10`
 * arrives as 12.1 and not as a binary approximation of a sum. numeric(18,2) has at most 16 + 2
 * digits and numeric(12,4) at most 12, so the double prints back as the same text.
 */
function exactNumber(text: string, decimals: number): number {
  // The database's own text of a numeric at or above zero (digits, an optional point) names the same
  // decimal the domain would format, so Number reads it to the same double; the full parse
  // stays for anything else (and to name what is wrong). A year's Overview sends 1,100 amounts.
  const plain = databaseDecimal.exec(text);
  if (plain !== null && plain[1].length <= 18 && (plain[2]?.length ?? 0) <= decimals) return Number(text);
  return wireDecimal(columnDecimal(text, decimals));
}

/** An amount column (numeric(18,2)) as a JSON number. */
export const wireAmount = (text: string): number => exactNumber(text, 2);
/** Percentages and exchange rates are numeric with four decimals. */
export const wireRate = (text: string): number => exactNumber(text, 4);

/** A decimal the domain computed (a percent, a rate) as a JSON number. */
export const wireDecimal = (value: Decimal): number => Number(formatDecimal(value));
/** An amount the domain computed as a JSON number, with its currency's decimals. */
export const wireMoney = (amount: Money): number => wireDecimal(toDecimal(amount));

export const wireInstant = (value: Date): string => value.toISOString();

const isDecimal = (value: object): value is Decimal => 'units' in value && typeof value.units === 'bigint' && 'scale' in value;
const isMoney = (value: object): value is Money => 'minor' in value && typeof value.minor === 'bigint' && 'currency' in value;

/**
 * A parsed body as the JSON it came in: the exact figures its form's schema read (src/forms/figure-fields.ts)
 * as the numbers they were on the wire. JSON holds no bigint, so an object with one is the domain's
 * money or decimal. What the server keeps of a body (an idempotency fingerprint, an audit entry)
 * reads the same whichever way its schema hands the figures on.
 */
export function wireBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wireBody);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (isDecimal(value)) return wireDecimal(value);
  if (isMoney(value)) return wireMoney(value);
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, wireBody(item)]));
}

/**
 * A row count as a JSON number. int8 arrives as a number (value-parsing.ts) but sum() and
 * count()::text as text; either way a count is a whole number, and anything else is a bug.
 */
export function countOf(value: number | string | bigint): number {
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Not a count: ${String(value)}`);
  return count;
}

/** Escapes LIKE's wildcards so a filter value matches itself only (backslash is the default escape). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Printable ASCII with no letter: text that case folding leaves as it is, in any row it is found in. */
const caselessText = /^[\x20-\x40\x5b-\x60\x7b-\x7e]*$/;

/**
 * A case-insensitive match of `value` (spec 1 §2: equals and contains both ignore case), as the
 * operator and the pattern to give it. ILIKE lower-cases every row's text before it compares:
 * six times the cost of LIKE for `%12%` over a week of rows. A value of ASCII digits and signs
 * (ids, order numbers, phone numbers) has no letter to fold, and no row's text folds into one,
 * so LIKE finds the same rows; any value with a letter, a control character or anything beyond
 * ASCII keeps ILIKE.
 * tests/api/case-insensitive-like.test.ts checks the two agree for generated rows.
 */
export function caseInsensitiveLike(value: string, contains: boolean): { operator: 'like' | 'ilike'; pattern: string } {
  const literal = likeLiteral(value);
  return { operator: caselessText.test(value) ? 'like' : 'ilike', pattern: contains ? `%${literal}%` : literal };
}
