import type { FileRecord, FileRecordFilter, PayoutFileConfirmation, PayoutUploadSummary } from '../../application/payouts/payouts.port';
import type { FileRecordDto, UploadSummaryDto, confirmPayoutFile } from '../../contract/payout-files.contract';
import type { CallBody, CallResponse } from '../../contract/call-definition';
import { moneyOf } from '../http/wire-money';

export function uploadSummaryOf(dto: UploadSummaryDto): PayoutUploadSummary {
  return {
    originalName: dto.originalName,
    fileName: dto.fileName,
    size: dto.size,
    total: dto.total,
    approved: dto.Approved,
    rejected: dto.Rejected,
    invalidStatus: dto.invalidStatus,
    amount: moneyOf(dto.amount, 'PKR'),
    discarded: dto.discarded,
    rows: dto.rows.map((row) => ({ ...row, amount: row.amount === null ? null : moneyOf(row.amount, 'PKR') })),
  };
}

/** spec 3 §7 File parsed: originalName, fileName, size, total and the invalidStatus count. */
export function fileParsedBodyOf(summary: PayoutUploadSummary): CallBody<typeof confirmPayoutFile> {
  return {
    originalName: summary.originalName,
    fileName: summary.fileName,
    size: summary.size,
    total: summary.total,
    invalidStatus: summary.invalidStatus.length,
  };
}

export function fileRecordOf(dto: FileRecordDto): FileRecord {
  return {
    id: dto._id,
    originalName: dto.originalName,
    fileName: dto.fileName,
    updatedRecords: dto.updatedRecords,
    noOfTransactions: dto.noOfTransactions,
    approved: dto.Approved,
    rejected: dto.Rejected,
    amount: moneyOf(dto.amount, 'PKR'),
    createdDate: dto.createdDate,
    dateFrom: dto.dateFrom,
    dateTo: dto.dateTo,
  };
}

export function confirmationOf(answer: CallResponse<typeof confirmPayoutFile>): PayoutFileConfirmation {
  return { record: fileRecordOf(answer.data.fileRecord), alreadyConfirmed: answer.data.alreadyConfirmed, skipped: answer.data.skipped };
}

export function fileRecordQueryOf(filter: FileRecordFilter): FileRecordFilter {
  return {
    ...(filter.query !== undefined && filter.query.trim() !== '' ? { query: filter.query.trim() } : {}),
    ...(filter.from !== undefined ? { from: filter.from } : {}),
    ...(filter.to !== undefined ? { to: filter.to } : {}),
  };
}
