import type { Decimal } from '../money/decimal';
import { percentOf, subtractMoney, type Money } from '../money/money';

/** spec 1 §2 and §9: the transaction report's merchant share column is labelled 96%. */
export const merchantShareLabelPercent = '96%';

export interface TransactionShares {
  /** The platform's share, shown as "PGW Share" (its payload name is in the contract). */
  platformShare: Money;
  merchantShare: Money;
  netAmount: Money;
}

/**
 * spec 1 §2 (transaction report): PGW share = amount × PGW percent / 100, rounded half away from
 * zero to the minor unit; the merchant share is the rest, so merchant share + PGW share = amount
 * exactly (two independently rounded shares could together miss the amount by one paisa);
 * net amount = amount − PGW share.
 */
export function transactionShares(amount: Money, platformSharePercent: Decimal): TransactionShares {
  const platformShare = percentOf(amount, platformSharePercent);
  const rest = subtractMoney(amount, platformShare);
  return { platformShare, merchantShare: rest, netAmount: rest };
}
