import type { PayoutRequestDto, PayoutRequestExportRow } from '../../../src/contract/payouts.contract';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { PayoutRequestRow } from './payouts.repository';

export function payoutRequestDtoOf(row: PayoutRequestRow): PayoutRequestDto {
  return {
    _id: row.id,
    loanId: row.loanId,
    merchantOrderId: row.merchantOrderId,
    merchantName: row.merchantName,
    userTypeId: row.merchantId,
    bankName: row.bankName,
    bankCode: row.bankCode,
    certName: row.certName,
    certId: row.certId,
    beneficiaryEmail: row.beneficiaryEmail,
    msisdn: row.msisdn,
    bankNo: row.bankNo,
    payoutType: row.payoutType,
    amount: wireAmount(row.amount),
    status: row.status,
    description: row.description,
    message: row.message,
    createdDate: wireInstant(row.createdAt),
    updatedDate: wireInstant(row.updatedAt),
    approvalDate: row.decidedAt === null ? null : wireInstant(row.decidedAt),
    job: { nextTry: row.jobNextTry === null ? null : wireInstant(row.jobNextTry), nextTryReason: row.jobNextTryReason },
  };
}

/** spec 3 §3 Payout row in the export; dateFrom and dateTo are the filter's business dates. */
export function exportRowOf(row: PayoutRequestRow, range: { from: string | null; to: string | null }): PayoutRequestExportRow {
  return {
    loanId: row.loanId,
    merchantName: row.merchantName,
    merchantOrderId: row.merchantOrderId,
    amount: wireAmount(row.amount),
    certName: row.certName,
    payoutType: row.payoutType,
    bankName: row.bankName,
    bankCode: row.bankCode,
    bankNo: row.bankNo,
    msisdn: row.msisdn,
    status: row.status,
    createdDate: wireInstant(row.createdAt),
    dateFrom: range.from,
    dateTo: range.to,
  };
}
