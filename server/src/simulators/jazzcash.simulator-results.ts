import { jazzcashSecureHash } from '../providers/jazzcash/jazzcash-secure-hash';
import { type JazzcashCredentials, jazzcashCodes, jazzcashPaisa } from '../providers/jazzcash/jazzcash-wire';
import type { SimulatorParts } from './simulator-parts';
import type { SimulatedRecord } from './simulator-store';

/** What the Jazzcash simulator answers when a payment ends without a request of the merchant's: the customer acted, or its window ran out (docs/providers.md). */
export const jazzcashMessages = {
  paid: 'Thank you for Using JazzCash, your transaction was successful.',
  pending: 'Transaction is pending. The customer has not yet approved it in the app.',
  declined: 'Customer rejected the payment',
  notFound: 'Transaction not found.',
  timeout: 'Request timed out at operator end.',
  error: 'Internal system error, unable to process request.',
  expired: 'Transaction has expired: the customer did not approve it in time.',
} as const;

export const jazzcashStatusWord = { paid: 'Completed', pending: 'Pending', failed: 'Failed', refunded: 'Refunded', expired: 'Expired' } as const;

/** The customer approves or rejects a pending payment in the app; the result is posted to the registered callback. */
export async function settleJazzcashPayment(
  credentials: JazzcashCredentials,
  parts: SimulatorParts,
  reference: string,
  approve: boolean,
): Promise<SimulatedRecord | null> {
  const payment = parts.store.get('jazzcash', 'payment', reference);
  if (payment === undefined) return null;
  if (payment.status !== 'pending') return payment;
  const settled = parts.store.put({
    ...payment,
    status: approve ? 'paid' : 'failed',
    code: approve ? jazzcashCodes.paid : '001',
    message: approve ? jazzcashMessages.paid : jazzcashMessages.declined,
    at: parts.now().toISOString(),
  });
  await postJazzcashResult(credentials, parts, settled);
  return settled;
}

/** A pending payment past its window turns Expired (349) and its result is posted, as the customer's answer would be. */
export async function expireJazzcashPayment(credentials: JazzcashCredentials, parts: SimulatorParts, payment: SimulatedRecord): Promise<SimulatedRecord> {
  const expired = parts.store.put({
    ...payment,
    status: 'expired',
    code: jazzcashCodes.expired,
    message: jazzcashMessages.expired,
    at: parts.now().toISOString(),
  });
  await postJazzcashResult(credentials, parts, expired);
  return expired;
}

async function postJazzcashResult(credentials: JazzcashCredentials, parts: SimulatorParts, settled: SimulatedRecord): Promise<void> {
  const fields = {
    pp_ResponseCode: settled.code,
    pp_ResponseMessage: settled.message,
    pp_TxnRefNo: settled.reference,
    pp_Amount: jazzcashPaisa(settled.amount, 'PKR'),
    pp_MobileNumber: settled.mobile,
    pp_RetreivalReferenceNo: settled.providerReference,
  };
  await parts.callbacks.post('jazzcash', { ...fields, pp_SecureHash: jazzcashSecureHash(fields, credentials.integritySalt) });
}
