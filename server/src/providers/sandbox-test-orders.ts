import type { TransactionStatus } from '../../../src/domain/transactions/transaction-status';

/**
 * docs/spec/decisions.md §4: documented test order ids that force an outcome, as card networks publish test
 * cards. An order id starting with one of these prefixes (any case) gets that answer from either
 * sandbox provider, whoever asks; any other order id is looked up in the transactions table.
 *
 * | prefix         | answer                                                   |
 * | SBX-TIMEOUT    | the operator does not answer in time ("operator timeout") |
 * | SBX-NOTFOUND   | the provider knows no such order                          |
 * | SBX-ERROR      | the provider fails ("system error")                       |
 * | SBX-SUCCESS    | a paid order of 100.00 PKR from 03001234567               |
 * | SBX-FAILED     | a failed order ("insufficient balance")                   |
 * | SBX-PENDING    | an order still waiting for the customer                   |
 */
export type ForcedOutcome = { kind: 'timeout' | 'not-found' | 'error' } | { kind: 'order'; status: TransactionStatus; failureMessage: string | null };

const forced: ReadonlyArray<readonly [prefix: string, outcome: ForcedOutcome]> = [
  ['SBX-TIMEOUT', { kind: 'timeout' }],
  ['SBX-NOTFOUND', { kind: 'not-found' }],
  ['SBX-ERROR', { kind: 'error' }],
  ['SBX-SUCCESS', { kind: 'order', status: 'Success', failureMessage: null }],
  ['SBX-FAILED', { kind: 'order', status: 'Failed', failureMessage: 'Insufficient funds in customer account' }],
  ['SBX-PENDING', { kind: 'order', status: 'Pending', failureMessage: null }],
];

/**
 * docs/decisions/0033-call-centre-and-refunds.md: refund test order ids. A paid transaction whose order id
 * starts with one of these (any case) gets that refund answer; any other paid one is refunded.
 *
 * | prefix               | refund answer                                              |
 * | SBX-REFUND-DECLINED  | the provider declines ("customer wallet is blocked")        |
 * | SBX-REFUND-TIMEOUT   | the operator does not answer in time                        |
 * | SBX-REFUND-ERROR     | the provider fails ("system error")                         |
 */
export type ForcedRefundOutcome = 'declined' | 'timeout' | 'error';

const forcedRefunds: ReadonlyArray<readonly [prefix: string, outcome: ForcedRefundOutcome]> = [
  ['SBX-REFUND-DECLINED', 'declined'],
  ['SBX-REFUND-TIMEOUT', 'timeout'],
  ['SBX-REFUND-ERROR', 'error'],
];

export function forcedRefundOutcomeOf(orderId: string): ForcedRefundOutcome | null {
  const upper = orderId.toUpperCase();
  return forcedRefunds.find(([prefix]) => upper.startsWith(prefix))?.[1] ?? null;
}

export const sandboxTestOrder = { amount: '100.00', currency: 'PKR', msisdn: '03001234567' } as const;

export function forcedOutcomeOf(orderId: string): ForcedOutcome | null {
  const upper = orderId.toUpperCase();
  return forced.find(([prefix]) => upper.startsWith(prefix))?.[1] ?? null;
}

/** A small, realistic round trip (80-200 ms) unless a test asks for another. */
export const sandboxLatencyMs = (): number => 80 + Math.floor(Math.random() * 120);

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
