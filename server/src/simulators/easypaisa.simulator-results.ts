import { easypaisaCodes } from '../providers/easypaisa/easypaisa-wire';
import type { SimulatorParts } from './simulator-parts';
import type { SimulatedRecord } from './simulator-store';

/** What the Easypaisa simulator answers when a payment ends without a request of the merchant's: the customer acted, or its window ran out (docs/providers.md). */
export const easypaisaStatusWord = { paid: 'PAID', pending: 'PENDING', failed: 'FAILED', refunded: 'REVERSED', expired: 'EXPIRED' } as const;
/** Ours (docs/providers.md): how long Easypaisa waits for the customer's approval; SIMULATOR_PENDING_EXPIRY_MS overrides it. */
export const easypaisaPendingWindowMs = 60 * 60_000;
const expiredMessage = 'Transaction expired: the customer did not approve it in time';

/** The customer approves or rejects a pending payment; the result is posted to the registered callback. */
export async function settleEasypaisaPayment(parts: SimulatorParts, reference: string, approve: boolean): Promise<SimulatedRecord | null> {
  const payment = parts.store.get('easypaisa', 'payment', reference);
  if (payment === undefined) return null;
  if (payment.status !== 'pending') return payment;
  const settled = parts.store.put({
    ...payment,
    status: approve ? 'paid' : 'failed',
    code: approve ? easypaisaCodes.success : easypaisaCodes.declined,
    message: approve ? 'SUCCESS' : 'Customer rejected the payment',
    at: parts.now().toISOString(),
  });
  await postEasypaisaResult(parts, settled);
  return settled;
}

/** A pending payment past its window turns EXPIRED (0018) and its result is posted, as the customer's answer would be. */
export async function expireEasypaisaPayment(parts: SimulatorParts, payment: SimulatedRecord): Promise<SimulatedRecord> {
  const expired = parts.store.put({ ...payment, status: 'expired', code: easypaisaCodes.expired, message: expiredMessage, at: parts.now().toISOString() });
  await postEasypaisaResult(parts, expired);
  return expired;
}

async function postEasypaisaResult(parts: SimulatorParts, settled: SimulatedRecord): Promise<void> {
  await parts.callbacks.post('easypaisa', {
    orderId: settled.reference,
    transactionId: settled.providerReference,
    transactionStatus: easypaisaStatusWord[settled.status],
    transactionAmount: settled.amount,
    msisdn: settled.mobile,
    responseCode: settled.code,
    responseDesc: settled.message,
  });
}
