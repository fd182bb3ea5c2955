import { rawFailureMessages, type FailureLabel } from '../../../src/domain/transactions/failure-labels';

// How often each failure comes up among generated Failed transactions, relative to the others:
// customers mostly cancel, run out of balance or let the operator time out.
const weights: Readonly<Record<FailureLabel, number>> = {
  'invalid order id': 1,
  "account doesn't exist": 2,
  'user cancelled': 6,
  'daily or monthly limit exceeds': 2,
  'insufficient balance': 6,
  'account is dormant': 1,
  'operator error': 2,
  'operator timeout': 4,
  'system error': 2,
  'transaction restricted on this wallet': 1,
  'fund transfer restriction': 1,
  'account not found': 1,
  'account frequently updated': 1,
};

/** Raw provider messages, each repeated by its weight: picking one uniformly follows the weights. */
export const failureMessagePool: readonly string[] = (Object.keys(weights) as FailureLabel[]).flatMap((label) =>
  Array.from({ length: weights[label] }, (_, index) => rawFailureMessages[label][index % rawFailureMessages[label].length] as string),
);
