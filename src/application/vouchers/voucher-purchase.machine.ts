import { submitOnceMachine } from '../submit/submit-once.machine';
import type { PurchaseResult, VoucherPurchase } from './vouchers.port';

/**
 * docs/decisions/0032-vouchers.md: one purchase attempt, one Idempotency-Key; a retry of the same
 * attempt never buys twice, and the next purchase is a new action with a new key. The vouchers
 * feature provides its `submit` actor.
 */
export const voucherPurchaseMachine = submitOnceMachine<VoucherPurchase, PurchaseResult>('voucherPurchase');
