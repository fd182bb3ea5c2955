import { submitOnceMachine } from '../submit/submit-once.machine';
import type { CallcenterResult, TransactionReference } from './callcenter.port';

/**
 * spec 3 §2 Refund Transaction: one refund the person means, one Idempotency-Key, so a repeated
 * click or a retry after a lost answer refunds once. The call centre feature provides its `submit` actor.
 */
export const refundMachine = submitOnceMachine<TransactionReference, CallcenterResult>('refund');
