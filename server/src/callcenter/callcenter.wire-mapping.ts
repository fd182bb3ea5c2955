import type { CallcenterServiceDto, LateChargeDto, RefundSummaryDto, TransactionSummaryDto } from '../../../src/contract/callcenter.contract';
import { maskedObject } from '../../../src/domain/checkout-logs/secret-masking';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { CallcenterServiceRow, CallcenterTransaction, LateChargeRow, RefundRecord } from './callcenter.repository';

export const callcenterServiceDtoOf = (row: CallcenterServiceRow): CallcenterServiceDto => ({
  _id: row.id,
  serviceId: row.serviceId,
  serviceName: row.serviceName,
  merchantName: row.merchantName,
});

export const refundSummaryOf = (refund: RefundRecord): RefundSummaryDto => ({
  _id: refund.id,
  amount: wireAmount(refund.amount),
  currency: refund.currency,
  status: refund.status,
  providerReference: refund.providerReference,
  message: refund.message,
  requestedBy: refund.requestedByName,
  requestedAt: wireInstant(refund.createdAt),
  completedAt: refund.completedAt === null ? null : wireInstant(refund.completedAt),
});

const lateChargeOf = (row: LateChargeRow): LateChargeDto => ({
  reference: row.reference,
  amount: wireAmount(row.amount),
  currency: row.currency,
  status: row.status,
  note: row.note,
  at: row.at === null ? null : wireInstant(row.at),
});

export const transactionSummaryOf = (transaction: CallcenterTransaction, refund: RefundRecord | null, lateCharges: LateChargeRow[]): TransactionSummaryDto => ({
  transactionNumber: transaction.transactionNumber,
  orderId: transaction.orderId,
  serviceId: transaction.serviceId,
  serviceName: transaction.serviceName,
  merchantName: transaction.merchantName,
  operator: transaction.provider,
  amount: wireAmount(transaction.amount),
  currency: transaction.currency,
  msisdn: transaction.msisdn,
  transactionDate: wireInstant(transaction.transactionDate),
  status: transaction.status,
  refund: refund === null ? null : refundSummaryOf(refund),
  lateCharges: lateCharges.map(lateChargeOf),
});

/** A provider's answer as the portal may see it: secrets and card numbers masked. */
export const providerAnswerOf = (response: Record<string, unknown>): Record<string, unknown> => maskedObject(response);
