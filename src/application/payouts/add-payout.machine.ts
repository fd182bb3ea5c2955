import { submitOnceMachine } from '../submit/submit-once.machine';
import type { NewPayoutRequest } from './payouts.port';

/** spec 3 §8 Add payout failure: the last of its fallbacks. */
export const addPayoutFailedMessage = 'Failed to add loan request';

/**
 * spec 3 §2 Add-payout dialog and §4: step 1 (the form, `editing`), step 2 (the review), submit,
 * then the new loan id with Close, or the error with a way back to the review. It is the portal's
 * submit-once machine (one Idempotency-Key per submission) for a payout request; the payouts
 * feature provides its `submit` actor.
 */
export const addPayoutMachine = submitOnceMachine<NewPayoutRequest, { loanId: string }>('addPayout');

export type AddPayoutMachine = typeof addPayoutMachine;

/** The failure's message as the dialog shows it: the server's, else the specification's fallback. */
export function addPayoutFailure(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : addPayoutFailedMessage;
}
