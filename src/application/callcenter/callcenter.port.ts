import type { CallcenterOperation } from '../../domain/callcenter/refund-rules';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import type { Money } from '../../domain/money/money';
import type { TransactionStatus } from '../../domain/transactions/transaction-status';

/** spec 3 §3 Callcenter form, in the portal's words: which transaction, of which service and provider. */
export interface TransactionReference {
  serviceId: string;
  operator: InquireProvider;
  transactionNumber: string;
}

export interface CallcenterService {
  id: string;
  serviceId: string;
  serviceName: string;
  merchantName: string;
}

export type RefundState = 'pending' | 'completed' | 'failed';

export interface RefundSummary {
  id: string;
  amount: Money;
  state: RefundState;
  providerReference: string | null;
  message: string | null;
  requestedBy: string;
  requestedAt: string;
  completedAt: string | null;
}

/**
 * Another charge of the transaction's order that its provider made for a payment attempt that had
 * already ended: given back at once (voided), or refused by the provider and left for staff.
 */
export interface LateCharge {
  reference: string;
  amount: Money;
  state: 'voided' | 'void_failed';
  note: string | null;
  at: string | null;
}

/** The transaction-summary modal's content. */
export interface TransactionSummary {
  transactionNumber: string;
  orderId: string;
  serviceId: string;
  serviceName: string;
  merchantName: string;
  operator: InquireProvider;
  amount: Money;
  msisdn: string;
  transactionDate: string;
  status: TransactionStatus;
  refund: RefundSummary | null;
  lateCharges: LateCharge[];
}

/** What the result dialog shows after either section's call. */
export interface CallcenterResult {
  operation: CallcenterOperation;
  succeeded: boolean;
  message: string;
  providerStatus: string | null;
  transaction: TransactionSummary | null;
  refund: RefundSummary | null;
  providerAnswer: Record<string, unknown>;
}

/** spec 3 §7 Call-centre through the hash service. */
export interface CallcenterPort {
  services(): Promise<CallcenterService[]>;
  enquire(reference: TransactionReference): Promise<CallcenterResult>;
  /** The whole paid amount; a repeat with the same key answers the first refund. */
  refund(reference: TransactionReference, idempotencyKey: string): Promise<CallcenterResult>;
}
