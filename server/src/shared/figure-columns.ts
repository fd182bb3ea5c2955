import { formatDecimal, parseDecimal } from '../../../src/domain/money/decimal';

/**
 * A wire figure (a JSON number the contract already limited to two decimals) as the exact text a
 * numeric column or a jsonb document keeps (docs/decisions/0004-money.md): read through its text by
 * the domain, never through binary arithmetic.
 */
export function figureText(value: number, scale = 2): string {
  const parsed = parseDecimal(value, 2);
  if (!parsed.ok) throw new Error(`Not a two-decimal figure: ${String(value)} (${parsed.code})`);
  return formatDecimal(parsed.value, scale);
}

export function optionalFigureText(value: number | null | undefined, scale = 2): string | null {
  return value === null || value === undefined ? null : figureText(value, scale);
}
