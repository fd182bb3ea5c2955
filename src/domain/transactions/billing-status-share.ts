import { decimalOf, divideDecimal, type Decimal } from '../money/decimal';
import type { TransactionStatus } from './transaction-status';

export interface StatusCount {
  status: string;
  count: number;
}

export interface BillingStatusShare {
  total: number;
  /** Percent of the day's transactions, two decimals (spec 1 §9), half away from zero. */
  success: Decimal;
  failed: Decimal;
}

const zeroPercent = decimalOf(0n, 2);

function percentOfTotal(part: number, total: number): Decimal {
  if (total === 0) return zeroPercent;
  return divideDecimal(decimalOf(BigInt(part) * 100n, 0), decimalOf(BigInt(total), 0), 2);
}

/**
 * spec 1 §2 (Billing Summary, Today Status): the Success and Failed percentages of the day's
 * transactions; pending ones count in the total, so the two need not add up to 100.
 */
export function billingStatusShare(rows: readonly StatusCount[]): BillingStatusShare {
  const countOf = (status: TransactionStatus) => rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return { total, success: percentOfTotal(countOf('Success'), total), failed: percentOfTotal(countOf('Failed'), total) };
}
