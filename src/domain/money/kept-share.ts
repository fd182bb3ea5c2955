import type { Decimal } from './decimal';
import { percentOf, subtractMoney, type Money } from './money';

// docs/decisions/0041-refunds-in-the-money-figures.md: one rounding rule for every share of money that
// moves and may partly move back. A share is always taken of what is kept, and a movement carries the
// difference of the kept share after and before it, so the shares of a payment and its refunds (or
// of a merchant's settlements) add up to the share of the total, never a paisa off per movement.

/** keptShare(kept, percent) = round(kept × percent / 100), half away from zero to the minor unit. */
export function keptShare(kept: Money, percent: Decimal): Money {
  return percentOf(kept, percent);
}

/**
 * The share a movement carries when it takes the kept amount from `before` to `after`: positive for a
 * payment or a settlement of revenue, negative for a refund (the share it reverses).
 */
export function shareMoved(before: Money, after: Money, percent: Decimal): Money {
  return subtractMoney(keptShare(after, percent), keptShare(before, percent));
}

/** The shares a refund of `refunded` reverses, given what was kept of its payment before it (a positive amount). */
export function shareReversed(keptBefore: Money, refunded: Money, percent: Decimal): Money {
  return subtractMoney(keptShare(keptBefore, percent), keptShare(subtractMoney(keptBefore, refunded), percent));
}
