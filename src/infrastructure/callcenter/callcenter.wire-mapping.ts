import type { CallcenterResult, CallcenterService, RefundSummary, TransactionSummary } from '../../application/callcenter/callcenter.port';
import type { CallcenterServiceDto, EnquiryResultDto, RefundResultDto, RefundSummaryDto, TransactionSummaryDto } from '../../contract/callcenter.contract';
import { moneyOf } from '../http/wire-money';

export const callcenterServiceOf = (dto: CallcenterServiceDto): CallcenterService => ({
  id: dto._id,
  serviceId: dto.serviceId,
  serviceName: dto.serviceName,
  merchantName: dto.merchantName,
});

export const refundSummaryOf = (dto: RefundSummaryDto): RefundSummary => ({
  id: dto._id,
  amount: moneyOf(dto.amount, dto.currency),
  state: dto.status,
  providerReference: dto.providerReference,
  message: dto.message,
  requestedBy: dto.requestedBy,
  requestedAt: dto.requestedAt,
  completedAt: dto.completedAt,
});

export const transactionSummaryOf = (dto: TransactionSummaryDto): TransactionSummary => ({
  transactionNumber: dto.transactionNumber,
  orderId: dto.orderId,
  serviceId: dto.serviceId,
  serviceName: dto.serviceName,
  merchantName: dto.merchantName,
  operator: dto.operator,
  amount: moneyOf(dto.amount, dto.currency),
  msisdn: dto.msisdn,
  transactionDate: dto.transactionDate,
  status: dto.status,
  refund: dto.refund === null ? null : refundSummaryOf(dto.refund),
  lateCharges: dto.lateCharges.map((charge) => ({
    reference: charge.reference,
    amount: moneyOf(charge.amount, charge.currency),
    state: charge.status,
    note: charge.note,
    at: charge.at,
  })),
});

export const enquiryResultOf = (dto: EnquiryResultDto): CallcenterResult => {
  const transaction = dto.transaction === null ? null : transactionSummaryOf(dto.transaction);
  return {
    operation: 'enquire',
    succeeded: dto.status === 'success',
    message: dto.message,
    providerStatus: dto.providerStatus,
    transaction,
    refund: transaction?.refund ?? null,
    providerAnswer: dto.response,
  };
};

export const refundResultOf = (dto: RefundResultDto): CallcenterResult => ({
  operation: 'refund',
  succeeded: dto.status === 'success',
  message: dto.message,
  providerStatus: null,
  transaction: transactionSummaryOf(dto.transaction),
  refund: refundSummaryOf(dto.refund),
  providerAnswer: dto.response,
});
