import { formatDecimal, parseDecimal } from '../../../src/domain/money/decimal';

/**
 * decisions.md "Money": the database answers numeric columns as exact text; the wire carries
 * numbers with at most the column's decimals. Read through the domain's exact decimal, never
 * parseFloat, so `12.10` arrives as 12.1 and not as a binary approximation of a sum.
 */
function exactNumber(text: string, decimals: number): number {
  const parsed = parseDecimal(text, decimals, { maxIntegerDigits: 18 });
  if (!parsed.ok) throw new Error(`Not a decimal with ${decimals} places: ${text} (${parsed.code})`);
  return Number(formatDecimal(parsed.value));
}

export const wireAmount = (text: string): number => exactNumber(text, 2);
/** Percentages and exchange rates are numeric with four decimals. */
export const wireRate = (text: string): number => exactNumber(text, 4);

export const wireInstant = (value: Date): string => value.toISOString();

/** Escapes LIKE's wildcards so a filter value matches itself only (backslash is the default escape). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
