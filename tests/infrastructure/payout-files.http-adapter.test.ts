import { describe, expect, it } from 'vitest';
import { payoutsUseCases } from '../../src/application/payouts/payouts.use-case';
import { money } from '../../src/domain/money/money';
import { HttpPayoutsAdapter } from '../../src/infrastructure/payouts/payouts.http-adapter';
import { InMemoryPayoutsAdapter } from '../../src/infrastructure/payouts/payouts.in-memory-adapter';
import { fakeCallApi } from './support/fake-call-api';

const summaryDto = {
  originalName: 'pending.xlsx',
  fileName: 'payouts-20261101090000-a1b2c3d4e5f6.xlsx',
  size: 5120,
  total: 3,
  Approved: 1,
  Rejected: 1,
  invalidStatus: [{ row: 4, loanId: 'LN3', status: 'Hold' }],
  amount: 1500.5,
  discarded: 1,
  rows: [
    { row: 2, loanId: 'LN1', outcome: 'Approved' as const, reason: null, detail: null, note: null, amount: 1500.5 },
    { row: 3, loanId: 'LN2', outcome: 'Rejected' as const, reason: null, detail: null, note: null, amount: 20 },
    {
      row: 4,
      loanId: 'LN3',
      outcome: 'discarded' as const,
      reason: 'invalid-status' as const,
      detail: 'Status "Hold" is neither Approved nor Rejected: left Pending',
      note: { code: 'status-not-decision' as const, values: { status: 'Hold' } },
      amount: null,
    },
  ],
};
const recordDto = {
  _id: 'r1',
  originalName: 'pending.xlsx',
  fileName: summaryDto.fileName,
  updatedRecords: 2,
  noOfTransactions: 3,
  Approved: 1,
  Rejected: 1,
  amount: 1500.5,
  createdDate: '2026-11-01T09:00:00.000Z',
  dateFrom: '2026-10-30',
  dateTo: '2026-10-31',
};
const file = { name: 'pending.xlsx', size: 5120, content: new Blob(['x']) };

describe('HTTP payout files adapter (spec 3 §7 File upload, File parsed, Delete file)', () => {
  it('uploads the file, confirms with the summary’s figures and deletes by file name', async () => {
    const { callApi, sent } = fakeCallApi({
      'payoutFiles.upload': { data: summaryDto },
      'payoutFiles.confirm': {
        data: {
          fileRecord: recordDto,
          alreadyConfirmed: false,
          skipped: [{ row: 2, loanId: 'LN1', code: 'payout.not-pending', detail: 'This request is already Rejected' }],
        },
      },
      'payoutFiles.delete': { data: { fileName: summaryDto.fileName, deleted: true } },
    });
    const useCases = payoutsUseCases({ payouts: new HttpPayoutsAdapter(callApi) });
    const summary = await useCases.uploadFile(file);
    expect(summary).toMatchObject({ approved: 1, rejected: 1, discarded: 1, amount: money('1500.50', 'PKR') });
    expect(summary.rows[0]?.amount).toEqual(money('1500.50', 'PKR'));
    expect(summary.rows[2]?.note).toEqual({ code: 'status-not-decision', values: { status: 'Hold' } });
    expect(sent[0]?.input.file).toEqual({ name: 'pending.xlsx', content: file.content });
    const confirmed = await useCases.confirmFile(summary);
    expect(confirmed.record).toMatchObject({ id: 'r1', approved: 1, amount: money('1500.50', 'PKR'), dateFrom: '2026-10-30' });
    expect(confirmed.skipped).toEqual([{ row: 2, loanId: 'LN1', code: 'payout.not-pending', detail: 'This request is already Rejected' }]);
    expect(sent[1]?.body).toEqual({ originalName: 'pending.xlsx', fileName: summaryDto.fileName, size: 5120, total: 3, invalidStatus: 1 });
    await useCases.discardFile(summaryDto.fileName);
    expect(sent[2]?.params).toEqual({ fileName: summaryDto.fileName });
  });

  it('refuses no file and other types before sending anything', async () => {
    const { callApi, sent } = fakeCallApi({});
    const useCases = payoutsUseCases({ payouts: new HttpPayoutsAdapter(callApi) });
    await expect(useCases.uploadFile(null)).rejects.toMatchObject({ message: 'Please select file', field: 'file' });
    await expect(useCases.uploadFile({ ...file, name: 'notes.csv' })).rejects.toMatchObject({ message: 'Only xlsx & xls files supported' });
    await expect(useCases.uploadFile({ ...file, size: 0 })).rejects.toMatchObject({ message: 'Please select file' });
    expect(sent).toEqual([]);
  });

  it('pages the file records with the filter and exports them named with the date', async () => {
    const xlsx = new Blob([new Uint8Array([80, 75, 3, 4])]);
    const { callApi, sent } = fakeCallApi({ 'fileRecords.page': { data: [recordDto], count: 26 }, 'fileRecords.export': xlsx });
    const useCases = payoutsUseCases({ payouts: new HttpPayoutsAdapter(callApi) });
    const page = await useCases.fileRecords({ query: '  pending ', from: '2026-11-01', to: '2026-11-02' }, { page: 2, size: 25 });
    expect(page.total).toBe(26);
    expect(page.rows[0]).toMatchObject({ id: 'r1', noOfTransactions: 3 });
    expect(sent[0]?.query).toEqual({ query: 'pending', from: '2026-11-01', to: '2026-11-02', page: 2, limit: 25 });
    const exported = await useCases.exportFileRecords({}, 'Asia/Karachi', new Date('2026-11-05T20:00:00Z'));
    expect(exported).toEqual({ fileName: 'file-records-2026-11-06.xlsx', content: xlsx });
  });
});

describe('in-memory payout files', () => {
  it('applies an upload once and lists its record', async () => {
    const adapter = new InMemoryPayoutsAdapter();
    const summary = await adapter.uploadFile(file);
    expect(summary.approved + summary.rejected).toBe(2);
    const first = await adapter.confirmFile(summary);
    const again = await adapter.confirmFile(summary);
    expect(again).toMatchObject({ alreadyConfirmed: true, record: { id: first.record.id } });
    const page = await adapter.fileRecords({ query: 'pending' }, { page: 1, size: 25 });
    expect(page.rows.map((record) => record.id)).toContain(first.record.id);
    const { rows } = await adapter.list({ page: 1, pageSize: 10, status: 'Pending' });
    expect(rows).toEqual([]);
    await expect(adapter.discardFile(summary.fileName)).rejects.toMatchObject({ code: 'not_found' });
  });
});
