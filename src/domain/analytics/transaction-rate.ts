import { decimalOf, divideDecimal, subtractDecimal, type Decimal } from '../money/decimal';

/** spec 3 §3 Collection analytics, transactionRate: successful and failed transactions of the range. */
export interface TransactionRate {
  successful: number;
  failed: number;
}

export interface TransactionRatePercents {
  /** Percent of the decided (successful + failed) transactions, two decimals, half away from zero. */
  successful: Decimal;
  /** 100 − successful, so the two always add up to exactly 100.00 (both 0 when nothing was decided). */
  failed: Decimal;
}

const zero = decimalOf(0n, 2);
const hundred = decimalOf(10_000n, 2);

/**
 * The success and failure rate of the Collection Overview. Pending transactions are not decided
 * yet and count in neither; rounding happens once, on the success rate, and the failure rate is
 * its complement, so the donut never shows 99.99 % or 100.01 %.
 */
export function transactionRatePercents(rate: TransactionRate): TransactionRatePercents {
  const decided = rate.successful + rate.failed;
  if (decided === 0) return { successful: zero, failed: zero };
  const successful = divideDecimal(decimalOf(BigInt(rate.successful) * 100n, 0), decimalOf(BigInt(decided), 0), 2);
  return { successful, failed: subtractDecimal(hundred, successful) };
}
