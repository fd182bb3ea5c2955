import type { PayoutExportRow, PayoutFilter, PayoutQuery, PayoutRequest } from '../../application/payouts/payouts.port';
import type { PayoutRequestDto, PayoutRequestExportRow, PayoutRequestListBody } from '../../contract/payouts.contract';
import { moneyOf } from '../http/wire-money';

export function payoutRequestOf(dto: PayoutRequestDto): PayoutRequest {
  return {
    id: dto._id,
    loanId: dto.loanId,
    merchantOrderId: dto.merchantOrderId,
    merchantName: dto.merchantName,
    merchantId: dto.userTypeId,
    bankName: dto.bankName,
    bankCode: dto.bankCode,
    certName: dto.certName,
    certId: dto.certId,
    beneficiaryEmail: dto.beneficiaryEmail,
    msisdn: dto.msisdn,
    bankNo: dto.bankNo,
    payoutType: dto.payoutType,
    amount: moneyOf(dto.amount, 'PKR'),
    status: dto.status,
    description: dto.description,
    message: dto.message,
    createdDate: dto.createdDate,
    updatedDate: dto.updatedDate,
    approvalDate: dto.approvalDate,
    job: dto.job,
  };
}

export function exportRowOf(row: PayoutRequestExportRow): PayoutExportRow {
  return { ...row, amount: moneyOf(row.amount, 'PKR') };
}

/** The filter as spec 3 §7 names it (query, status, from, to). */
export function filterBodyOf(filter: PayoutFilter): Omit<PayoutRequestListBody, 'page' | 'limit'> {
  return {
    ...(filter.query !== undefined && filter.query.trim() !== '' ? { query: filter.query.trim() } : {}),
    ...(filter.status !== undefined ? { status: filter.status } : {}),
    ...(filter.from !== undefined ? { from: filter.from } : {}),
    ...(filter.to !== undefined ? { to: filter.to } : {}),
  };
}

export function listBodyOf(query: PayoutQuery): PayoutRequestListBody {
  return {
    ...filterBodyOf(query),
    page: query.page,
    limit: query.pageSize,
    ...(query.sort !== undefined ? { sorting: true, sortObj: { field: query.sort.field, sortBy: query.sort.direction } } : {}),
  };
}
