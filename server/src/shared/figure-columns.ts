import { formatDecimal, type Decimal } from '../../../src/domain/money/decimal';

/**
 * A body's figure (read exactly, once, by its form's schema: src/forms/figure-fields.ts) as the
 * exact text a numeric column or a jsonb document keeps (docs/decisions/0004-money.md).
 */
export function figureText(value: Decimal, scale = 2): string {
  return formatDecimal(value, scale);
}

export function optionalFigureText(value: Decimal | null | undefined, scale = 2): string | null {
  return value === null || value === undefined ? null : figureText(value, scale);
}
