import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type {
  ChosenFile,
  FileRecord,
  FileRecordFilter,
  PayoutFileConfirmation,
  PayoutRequest,
  PayoutUploadSummary,
} from '../../application/payouts/payouts.port';
import { addMoney, money, zeroOf } from '../../domain/money/money';
import { uploadNoteText } from '../../domain/payouts/payout-upload';
import { businessDayOf } from '../../domain/time/business-day';
import { pageOfList, type GridPage, type GridWindow } from '../../domain/shared/grid-page';

/**
 * The uploaded files of the in-memory payouts (no spreadsheet library runs in the portal): any
 * .xlsx or .xls "holds" every Pending request, approving the first and rejecting the rest, plus one
 * unknown loan id and one row left Pending, so the dialog shows each kind of row.
 */
export class InMemoryPayoutFiles {
  private pending = new Map<string, PayoutUploadSummary>();
  private confirmed = new Map<string, PayoutFileConfirmation>();
  private records: FileRecord[] = [
    {
      id: 'file-1',
      originalName: 'payout-requests-2026-11-01.xlsx',
      fileName: 'payouts-20261101090000-a1b2c3d4e5f6.xlsx',
      updatedRecords: 12,
      noOfTransactions: 14,
      approved: 9,
      rejected: 3,
      amount: money('48250.00', 'PKR'),
      createdDate: '2026-11-01T09:00:00.000Z',
      dateFrom: '2026-10-28',
      dateTo: '2026-10-31',
    },
  ];

  upload(file: ChosenFile, rows: readonly PayoutRequest[]): PayoutUploadSummary {
    const pending = rows.filter((row) => row.status === 'Pending');
    const judged: PayoutUploadSummary['rows'] = pending.map((row, index) => ({
      row: index + 2,
      loanId: row.loanId,
      outcome: index === 0 ? 'Approved' : 'Rejected',
      reason: null,
      detail: null,
      note: null,
      amount: row.amount,
    }));
    const unknownId = { code: 'loan-id-unknown', values: { loanId: 'LN00009999' } } as const;
    const hold = { code: 'status-not-decision', values: { status: 'Hold' } } as const;
    judged.push(
      {
        row: judged.length + 2,
        loanId: 'LN00009999',
        outcome: 'discarded',
        reason: 'unknown-id',
        detail: uploadNoteText(unknownId),
        note: unknownId,
        amount: money('100', 'PKR'),
      },
      { row: judged.length + 3, loanId: 'LN00001003', outcome: 'discarded', reason: 'invalid-status', detail: uploadNoteText(hold), note: hold, amount: null },
    );
    const approved = judged.filter((row) => row.outcome === 'Approved');
    const summary: PayoutUploadSummary = {
      originalName: file.name,
      fileName: `payouts-${Date.now()}-${this.pending.size + this.confirmed.size + 1}.xlsx`,
      size: file.size,
      total: judged.length,
      approved: approved.length,
      rejected: judged.filter((row) => row.outcome === 'Rejected').length,
      invalidStatus: [{ row: judged.length + 1, loanId: 'LN00001003', status: 'Hold' }],
      amount: approved.reduce((sum, row) => (row.amount === null ? sum : addMoney(sum, row.amount)), zeroOf('PKR')),
      discarded: 2,
      rows: judged,
    };
    this.pending.set(summary.fileName, summary);
    return summary;
  }

  /** Applies a pending upload once through `decide`; a row decided since is skipped. */
  async confirm(
    summary: PayoutUploadSummary,
    decide: (loanId: string, decision: 'Approved' | 'Rejected') => Promise<boolean>,
  ): Promise<PayoutFileConfirmation> {
    const earlier = this.confirmed.get(summary.fileName);
    if (earlier !== undefined) return { ...earlier, alreadyConfirmed: true };
    const upload = this.pending.get(summary.fileName);
    if (upload === undefined) throw new AppError(appErrorCodes.notFound, 'No pending upload has this file name');
    const skipped: PayoutFileConfirmation['skipped'] = [];
    let approved = 0;
    let rejected = 0;
    let amount = zeroOf('PKR');
    for (const row of upload.rows) {
      if (row.outcome === 'discarded') continue;
      if (!(await decide(row.loanId, row.outcome))) {
        skipped.push({ row: row.row, loanId: row.loanId, code: 'payout.not-pending', detail: 'This request is no longer Pending' });
        continue;
      }
      if (row.outcome === 'Approved') {
        approved += 1;
        if (row.amount !== null) amount = addMoney(amount, row.amount);
      } else rejected += 1;
    }
    const now = new Date().toISOString();
    const record: FileRecord = {
      id: `file-${this.records.length + 1}`,
      originalName: upload.originalName,
      fileName: upload.fileName,
      updatedRecords: approved + rejected,
      noOfTransactions: upload.total,
      approved,
      rejected,
      amount,
      createdDate: now,
      dateFrom: businessDayOf(now),
      dateTo: businessDayOf(now),
    };
    this.records = [record, ...this.records];
    const confirmation = { record, alreadyConfirmed: false, skipped };
    this.pending.delete(upload.fileName);
    this.confirmed.set(upload.fileName, confirmation);
    return confirmation;
  }

  discard(fileName: string): void {
    if (!this.pending.delete(fileName)) throw new AppError(appErrorCodes.notFound, 'No pending upload has this file name');
  }

  page(filter: FileRecordFilter, window: GridWindow): GridPage<FileRecord> {
    const text = filter.query?.trim().toLowerCase() ?? '';
    const rows = this.records.filter((record) => {
      const day = businessDayOf(record.createdDate);
      return (
        (text === '' || record.originalName.toLowerCase().includes(text) || record.fileName.toLowerCase().includes(text)) &&
        (filter.from === undefined || day >= filter.from) &&
        (filter.to === undefined || day <= filter.to)
      );
    });
    return pageOfList(rows, window);
  }
}
