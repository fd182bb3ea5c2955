import type { Money } from './money';

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: a money figure of a range with its refunds: the
 * payments of the range (gross), the refunds dated in it (refunded) and gross − refunded (net), all in
 * one currency. Net is negative when the range gave back more than it took.
 */
export interface RefundTotals {
  gross: Money;
  refunded: Money;
  net: Money;
}
