import { describe, expect, it } from 'vitest';
import { fromMinor } from '../../../src/domain/money/money';
import {
  classifyUploadRow,
  cleanCellText,
  fileRecordPageSizes,
  hasSpreadsheetName,
  payoutUploadColumns,
  payoutUploadLimits,
  shownCellText,
  uploadAmountOf,
  uploadDecisionOf,
  uploadMessages,
  uploadRowReasons,
  uploadTotalsOf,
  type UploadRowCells,
  type UploadTarget,
} from '../../../src/domain/payouts/payout-upload';

// docs/decisions/0026-payout-files.md, spec 3 §4 Upload, §5 and §8.
const pkr = (minor: bigint) => fromMinor(minor, 'PKR');
const cells = (overrides: Partial<UploadRowCells> = {}): UploadRowCells => ({
  row: 2,
  loanId: 'LN1',
  amount: '10.00',
  status: 'Approved',
  unreadable: null,
  ...overrides,
});
const pending: UploadTarget = { status: 'Pending', amount: pkr(1000n) };

describe('payout upload limits and messages', () => {
  it('reads three columns, 10 000 rows, 10 MB files unpacking to 200 MB, cells of 100 characters', () => {
    expect(payoutUploadColumns).toEqual(['loanId', 'amount', 'status']);
    expect(payoutUploadLimits).toEqual({ maxRows: 10_000, maxBytes: 10_485_760, maxUnpackedBytes: 209_715_200, maxCellLength: 100 });
    expect(fileRecordPageSizes).toEqual([25, 50, 100, 500]);
    expect(uploadRowReasons).toEqual(['malformed', 'invalid-status', 'duplicate', 'unknown-id', 'already-decided', 'amount-changed']);
  });

  it('keeps the specification’s messages word for word', () => {
    expect(uploadMessages).toEqual({
      wrongType: 'Only xlsx & xls files supported',
      noFile: 'Please select file',
      hasErrors: 'File has some errors. Please review to fix them and reupload.',
    });
  });

  it('takes a name ending .xlsx or .xls, in any case, and nothing else', () => {
    for (const name of ['payouts.xlsx', 'PAYOUTS.XLS', ' a.xls ', 'b.XlSx']) expect({ name, ok: hasSpreadsheetName(name) }).toEqual({ name, ok: true });
    for (const name of ['payouts.csv', 'payouts.xlsx.csv', 'xlsx', 'a.xlsm', 'a.xlsxx', 'a.xls.txt', 'a_xls', ''])
      expect({ name, ok: hasSpreadsheetName(name) }).toEqual({ name, ok: false });
  });
});

describe('cell text', () => {
  it('removes control characters but keeps tabs, line breaks and ordinary text', () => {
    expect(cleanCellText('a\u0000b\u0008c\u000bd\u000ce\u000ef\u001fg\u007fh')).toEqual({ text: 'abcdefgh', hadControl: true });
    expect(cleanCellText('a\tb\nc\rd é')).toEqual({ text: 'a\tb\nc\rd é', hadControl: false });
    expect(cleanCellText('\u0000\u0000')).toEqual({ text: '', hadControl: true });
  });

  it('shows a cell cleaned, cut after 100 characters with an ellipsis', () => {
    expect(shownCellText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(shownCellText(`${'x'.repeat(100)}y`)).toBe(`${'x'.repeat(100)}…`);
    expect(shownCellText(`\u0000${'x'.repeat(100)}`)).toBe('x'.repeat(100));
    expect(shownCellText('a\u0000b')).toBe('ab');
  });
});

describe('upload amounts', () => {
  it('reads plain and comma-grouped amounts, with or without decimals', () => {
    expect(uploadAmountOf(' 1,500.50 ')).toEqual(pkr(150_050n));
    expect(uploadAmountOf('1,500')).toEqual(pkr(150_000n));
    expect(uploadAmountOf('1,234,567.5')).toEqual(pkr(123_456_750n));
    expect(uploadAmountOf('1500.5')).toEqual(pkr(150_050n));
    expect(uploadAmountOf('0.01')).toEqual(pkr(1n));
  });

  it('refuses misplaced commas, signs, text around the digits and zero', () => {
    for (const text of ['1234,567', '1,50', '15,00.5', ',100', '100,', '1,500,', 'x1,500', '1,500x', '1,500.', '1.', '.5', 'x100', '100x', '0.00', '+5']) {
      expect({ text, amount: uploadAmountOf(text) }).toEqual({ text, amount: null });
    }
  });
});

describe('upload statuses', () => {
  it('reads Approved and Rejected with spaces around them, in any case', () => {
    expect([' Approved ', 'APPROVED\t', ' rejected', 'Rejected  '].map(uploadDecisionOf)).toEqual(['Approved', 'Approved', 'Rejected', 'Rejected']);
    expect(['Approve', 'approved!', 'Pending', ''].map(uploadDecisionOf)).toEqual([null, null, null, null]);
  });
});

describe('upload rows: what each discard says', () => {
  it('names the column of a formula or of control characters', () => {
    expect(classifyUploadRow(cells({ unreadable: { column: 'amount', problem: 'formula' } }), pending, new Set())).toMatchObject({
      kind: 'discard',
      reason: 'malformed',
      detail: 'The amount cell holds a formula; formulas are not read',
    });
    expect(classifyUploadRow(cells({ unreadable: { column: 'loanId', problem: 'control-characters' } }), pending, new Set())).toMatchObject({
      kind: 'discard',
      reason: 'malformed',
      detail: 'The loanId cell holds control characters',
    });
  });

  it('takes cells of up to 100 characters and names the column of a longer one', () => {
    const long = 'x'.repeat(101);
    expect(classifyUploadRow(cells({ loanId: 'L'.repeat(100), amount: `${' '.repeat(95)}10.00` }), pending, new Set())).toEqual({
      kind: 'apply',
      decision: 'Approved',
    });
    for (const column of ['loanId', 'amount', 'status'] as const) {
      const row = cells();
      row[column] = long;
      expect(classifyUploadRow(row, pending, new Set())).toMatchObject({
        kind: 'discard',
        reason: 'malformed',
        detail: `The ${column} cell is longer than 100 characters`,
      });
    }
  });

  it('says why a row is not applied, in the order the rules are checked', () => {
    const seen = new Set<string>();
    expect(classifyUploadRow(cells({ loanId: '  ' }), pending, seen)).toMatchObject({
      kind: 'discard',
      reason: 'malformed',
      detail: 'The loanId cell is empty',
    });
    expect(classifyUploadRow(cells({ loanId: '', status: 'maybe' }), pending, seen)).toMatchObject({ reason: 'malformed' });
    expect(classifyUploadRow(cells({ status: ' Maybe ' }), pending, seen)).toMatchObject({
      kind: 'discard',
      reason: 'invalid-status',
      detail: 'Status "Maybe" is neither Approved nor Rejected: left Pending',
    });
    expect(classifyUploadRow(cells({ status: 'maybe', amount: 'ten' }), pending, seen)).toMatchObject({ reason: 'invalid-status' });
    expect(classifyUploadRow(cells({ amount: ' ten ' }), pending, seen)).toMatchObject({
      kind: 'discard',
      reason: 'malformed',
      detail: 'The amount "ten" is not an amount',
    });
    expect(seen.size).toBe(0);
    expect(classifyUploadRow(cells({ loanId: ' LN1 ' }), undefined, seen)).toMatchObject({
      kind: 'discard',
      reason: 'unknown-id',
      detail: 'No payout request has the loan id LN1',
    });
    expect(classifyUploadRow(cells(), pending, seen)).toMatchObject({ kind: 'discard', reason: 'duplicate', detail: 'Loan LN1 appears earlier in the file' });
    expect(classifyUploadRow(cells({ loanId: 'LN2' }), { ...pending, status: 'Rejected' }, seen)).toMatchObject({
      kind: 'discard',
      reason: 'already-decided',
      detail: 'The request is already Rejected',
    });
    expect(classifyUploadRow(cells({ loanId: 'LN3', amount: '10.01' }), pending, seen)).toMatchObject({
      kind: 'discard',
      reason: 'amount-changed',
      detail: 'The amount differs from the request’s',
    });
    expect(classifyUploadRow(cells({ loanId: 'LN4', status: 'rejected' }), pending, seen)).toEqual({ kind: 'apply', decision: 'Rejected' });
    expect([...seen]).toEqual(['LN1', 'LN2', 'LN3', 'LN4']);
  });
});

describe('upload totals', () => {
  it('counts each kind of row and adds only approved amounts that are known', () => {
    const totals = uploadTotalsOf([
      { outcome: { kind: 'apply', decision: 'Approved' }, amount: pkr(150n) },
      { outcome: { kind: 'apply', decision: 'Approved' }, amount: null },
      { outcome: { kind: 'apply', decision: 'Rejected' }, amount: pkr(70n) },
      {
        outcome: { kind: 'discard', reason: 'invalid-status', detail: '', note: { code: 'status-not-decision', values: { status: 'Maybe' } } },
        amount: pkr(5n),
      },
      { outcome: { kind: 'discard', reason: 'duplicate', detail: '', note: { code: 'loan-id-repeated', values: { loanId: 'LN1' } } }, amount: pkr(9n) },
    ]);
    expect(totals).toEqual({ total: 5, approved: 2, rejected: 1, invalidStatus: 1, discarded: 2, amount: pkr(150n) });
    expect(uploadTotalsOf([])).toEqual({ total: 0, approved: 0, rejected: 0, invalidStatus: 0, discarded: 0, amount: pkr(0n) });
  });
});
