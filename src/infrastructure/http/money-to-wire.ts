import { formatDecimal, type Decimal } from '../../domain/money/decimal';
import { toDecimal, type Money } from '../../domain/money/money';

/**
 * The one conversion of an exact amount, percentage or rate to the wire: a JSON number
 * (docs/decisions/0004-money.md: JSON carries amounts as numbers, as the old API did). The exact text
 * has at most 15 significant digits for anything the server stores (numeric(18,2), percentages
 * with four decimals), so the double prints back digit for digit and `wire-money.ts` reads it back
 * exactly; `tests/infrastructure/money-to-wire.property.test.ts` holds that round trip.
 */
export function toWire(value: Money | Decimal): number {
  return Number(formatDecimal('minor' in value ? toDecimal(value) : value));
}
