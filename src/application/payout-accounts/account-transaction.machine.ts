import type { Money } from '../../domain/money/money';
import { submitOnceMachine } from '../submit/submit-once.machine';
import type { AccountTransactionDetail } from './payout-accounts.port';
import type { AccountTransactionEntry } from './payout-accounts.use-case';

/** What the Transaction Summary confirms (spec 3 §4): the entry, which transaction it edits, and the balance it shows. */
export interface AccountTransactionSubmission {
  transactionId: string | null;
  entry: AccountTransactionEntry;
  availableBilledAmount: Money;
}

/**
 * spec 3 §4 Transaction Summary: Submit opens the review, Confirm sends once with one
 * Idempotency-Key (a double click creates one transaction); the payout accounts feature provides
 * its `submit` actor.
 */
export const accountTransactionMachine = submitOnceMachine<AccountTransactionSubmission, AccountTransactionDetail>('accountTransaction');
