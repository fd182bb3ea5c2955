import { compareDecimal, parseDecimal, type Decimal } from '../money/decimal';
import type { TransactionStatus } from '../transactions/transaction-status';

// docs/decisions/0033-call-centre-and-refunds.md: one refund per transaction, never more than was paid,
// only of a paid (Success) transaction. The server asks this before it claims the refund.

export const callcenterOperations = ['enquire', 'refund'] as const;
export type CallcenterOperation = (typeof callcenterOperations)[number];

export const refundRefusals = {
  notPaid: 'Only a successful transaction can be refunded',
  alreadyRefunded: 'This transaction has already been refunded',
  overAmount: 'A refund cannot be more than the amount paid',
  notPositive: 'A refund must be more than zero',
} as const;
export type RefundRefusal = keyof typeof refundRefusals;

export interface RefundFacts {
  status: TransactionStatus;
  /** The paid amount, exact (two decimals). */
  paid: Decimal;
  /** True when a refund of this transaction is completed or under way. */
  refundClaimed: boolean;
  /** The amount asked for; the whole paid amount when absent. */
  requested?: Decimal;
}

export type RefundDecision = { ok: true; amount: Decimal } | { ok: false; refusal: RefundRefusal };

/** Whether a refund may be made, and of how much. Checked in this order: claimed, paid, amount. */
export function decideRefund(facts: RefundFacts): RefundDecision {
  if (facts.refundClaimed) return { ok: false, refusal: 'alreadyRefunded' };
  if (facts.status !== 'Success') return { ok: false, refusal: 'notPaid' };
  const amount = facts.requested ?? facts.paid;
  if (amount.units <= 0n) return { ok: false, refusal: 'notPositive' };
  if (compareDecimal(amount, facts.paid) > 0) return { ok: false, refusal: 'overAmount' };
  return { ok: true, amount };
}

/** Reads a wire amount (a JSON number or decimal text) into two decimals; null when it is not one. */
export function refundAmountOf(input: number | string): Decimal | null {
  const parsed = parseDecimal(input, 2);
  return parsed.ok ? parsed.value : null;
}
