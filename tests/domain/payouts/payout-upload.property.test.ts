import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, fromMinor, toAmountString, zeroOf } from '../../../src/domain/money/money';
import {
  classifyUploadRow,
  cleanCellText,
  uploadAmountOf,
  uploadColumnOf,
  uploadDecisionOf,
  uploadNoteCodes,
  uploadNoteText,
  uploadTotalsOf,
  type UploadRowCells,
  type UploadTarget,
} from '../../../src/domain/payouts/payout-upload';

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

describe('upload rows (docs/decisions/0026-payout-files.md; spec 3 §4 Upload)', () => {
  it('reads amounts plain or grouped, exactly, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (minor) => {
        const amount = pkr(minor);
        const plain = toAmountString(amount);
        expect(uploadAmountOf(plain)).toEqual(amount);
        const [whole = '', cents = ''] = plain.split('.');
        const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
        expect(uploadAmountOf(grouped)).toEqual(amount);
      }),
    );
    for (const bad of ['', '0', '-5', '1.234', '1,00', '=1+1', 'ten', '1e3', ' ']) expect(uploadAmountOf(bad)).toBeNull();
  });

  it('accepts only Approved and Rejected, in any case; anything else is left Pending', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const decision = uploadDecisionOf(status);
        const key = status.trim().toLowerCase();
        expect(decision).toBe(key === 'approved' ? 'Approved' : key === 'rejected' ? 'Rejected' : null);
        const outcome = classifyUploadRow(cells({ status }), pending, new Set());
        if (decision === null) expect(outcome).toMatchObject({ kind: 'discard', reason: 'invalid-status' });
      }),
    );
  });

  it('applies a row only when the request is Pending with the same amount, once per loan id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Pending', 'Approved', 'Rejected' as const),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (status, stored, sent) => {
          const seen = new Set<string>();
          const row = cells({ amount: toAmountString(pkr(sent)) });
          const outcome = classifyUploadRow(row, { status, amount: pkr(stored) }, seen);
          const applies = status === 'Pending' && stored === sent;
          expect(outcome.kind === 'apply').toBe(applies);
          if (status !== 'Pending') expect(outcome).toMatchObject({ reason: 'already-decided' });
          expect(classifyUploadRow(row, { status, amount: pkr(stored) }, seen)).toMatchObject({ kind: 'discard', reason: 'duplicate' });
        },
      ),
    );
    expect(classifyUploadRow(cells(), undefined, new Set())).toMatchObject({ reason: 'unknown-id' });
  });

  it('never takes a formula, control characters or an over-long cell', () => {
    expect(classifyUploadRow(cells({ unreadable: { column: 'status', problem: 'formula' } }), pending, new Set())).toMatchObject({ reason: 'malformed' });
    expect(classifyUploadRow(cells({ loanId: 'x'.repeat(101) }), pending, new Set())).toMatchObject({ reason: 'malformed' });
    expect(classifyUploadRow(cells({ loanId: ' ' }), pending, new Set())).toMatchObject({ reason: 'malformed' });
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { text: cleaned, hadControl } = cleanCellText(text);
        expect(cleaned.includes('\u0000')).toBe(false);
        expect(hadControl).toBe(cleaned !== text);
      }),
    );
  });

  it('says why a row is discarded as a code with its values, and the same in English', () => {
    const decided: UploadTarget = { status: 'Rejected', amount: pkr(1000n) };
    const seen = new Set(['LN9']);
    const cases: Array<[UploadRowCells, UploadTarget | undefined, string, Record<string, string>, string]> = [
      [
        cells({ unreadable: { column: 'status', problem: 'formula' } }),
        pending,
        'cell-formula',
        { column: 'status' },
        'The status cell holds a formula; formulas are not read',
      ],
      [
        cells({ unreadable: { column: 'loanId', problem: 'control-characters' } }),
        pending,
        'cell-control-characters',
        { column: 'loanId' },
        'The loanId cell holds control characters',
      ],
      [cells({ amount: '9'.repeat(101) }), pending, 'cell-too-long', { column: 'amount', max: '100' }, 'The amount cell is longer than 100 characters'],
      [cells({ loanId: '  ' }), pending, 'loan-id-empty', {}, 'The loanId cell is empty'],
      [cells({ status: ' Hold ' }), pending, 'status-not-decision', { status: 'Hold' }, 'Status "Hold" is neither Approved nor Rejected: left Pending'],
      [cells({ amount: 'ten' }), pending, 'not-an-amount', { amount: 'ten' }, 'The amount "ten" is not an amount'],
      [cells({ loanId: 'LN9' }), pending, 'loan-id-repeated', { loanId: 'LN9' }, 'Loan LN9 appears earlier in the file'],
      [cells(), undefined, 'loan-id-unknown', { loanId: 'LN1' }, 'No payout request has the loan id LN1'],
      [cells(), decided, 'request-decided', { status: 'Rejected' }, 'The request is already Rejected'],
      [cells({ amount: '10.01' }), pending, 'amount-differs', {}, 'The amount differs from the request’s'],
    ];
    for (const [row, target, code, values, sentence] of cases) {
      const outcome = classifyUploadRow(row, target, new Set(seen));
      expect(outcome).toEqual({ kind: 'discard', reason: expect.any(String), detail: sentence, note: { code, values } });
      if (outcome.kind === 'discard') expect(uploadNoteText(outcome.note)).toBe(sentence);
    }
    // Every code the portal's catalogues translate is one a row can get, and none is left out.
    expect(new Set(cases.map(([, , code]) => code))).toEqual(new Set(uploadNoteCodes));
  });

  it('names the export columns whatever their case or spacing', () => {
    expect(['loanId', 'Loan ID', ' LOAN_ID ', '\uFEFFloanId'].map(uploadColumnOf)).toEqual(['loanId', 'loanId', 'loanId', 'loanId']);
    expect(['Amount', 'status', 'merchantName'].map(uploadColumnOf)).toEqual(['amount', 'status', null]);
  });

  it('totals count every row once and sum the approved amounts exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('Approved', 'Rejected', 'discard', 'invalid'), fc.bigInt({ min: 1n, max: 10n ** 12n }))), (rows) => {
        const judged = rows.map(([kind, minor]) => ({
          amount: pkr(minor),
          outcome:
            kind === 'Approved' || kind === 'Rejected'
              ? ({ kind: 'apply', decision: kind } as const)
              : ({
                  kind: 'discard',
                  reason: kind === 'invalid' ? 'invalid-status' : 'unknown-id',
                  detail: '',
                  note: { code: 'loan-id-unknown', values: {} },
                } as const),
        }));
        const totals = uploadTotalsOf(judged);
        expect(totals.approved + totals.rejected + totals.discarded).toBe(rows.length);
        expect(totals.invalidStatus).toBe(rows.filter(([kind]) => kind === 'invalid').length);
        expect(totals.amount).toEqual(rows.filter(([kind]) => kind === 'Approved').reduce((sum, [, minor]) => addMoney(sum, pkr(minor)), zeroOf('PKR')));
      }),
    );
  });
});
