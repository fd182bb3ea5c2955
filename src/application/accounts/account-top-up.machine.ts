import { submitOnceMachine } from '../submit/submit-once.machine';
import type { TopUpInput } from './account-top-up.use-case';
import type { Merchant } from './merchants.port';

/** spec 2 §2.2 Account Balance: whose balance, and the figures typed. */
export interface AccountTopUpSubmission {
  merchant: Merchant;
  topUp: TopUpInput;
}

/**
 * spec 2 §2.2 Account Balance: the form sends once with one Idempotency-Key, so a double click or a
 * retry of the same top-up is added once; the merchants feature provides its `submit` actor.
 */
export const accountTopUpMachine = submitOnceMachine<AccountTopUpSubmission, Merchant>('accountTopUp');
