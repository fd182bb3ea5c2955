import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, fromMinor, toAmountString, zeroOf } from '../../../src/domain/money/money';
import {
  classifyUploadRow,
  cleanCellText,
  uploadAmountOf,
  uploadColumnOf,
  uploadDecisionOf,
  uploadTotalsOf,
  type UploadRowCells,
  type UploadTarget,
} from '../../../src/domain/payouts/payout-upload';

const pkr = (minor: bigint) => fromMinor(minor, 'PKR');
const cells = (overrides: Partial<UploadRowCells> = {}): UploadRowCells => ({ row: 2, loanId: 'LN1', amount: '10.00', status: 'Approved', unreadable: null, ...overrides });
const pending: UploadTarget = { status: 'Pending', amount: pkr(1000n) };

describe('upload rows (docs/decisions.md "Payouts", upload rules; spec 3 §4 Upload)', () => {
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
      fc.property(fc.constantFrom('Pending', 'Approved', 'Rejected' as const), fc.bigInt({ min: 1n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (status, stored, sent) => {
        const seen = new Set<string>();
        const row = cells({ amount: toAmountString(pkr(sent)) });
        const outcome = classifyUploadRow(row, { status, amount: pkr(stored) }, seen);
        const applies = status === 'Pending' && stored === sent;
        expect(outcome.kind === 'apply').toBe(applies);
        if (status !== 'Pending') expect(outcome).toMatchObject({ reason: 'already-decided' });
        expect(classifyUploadRow(row, { status, amount: pkr(stored) }, seen)).toMatchObject({ kind: 'discard', reason: 'duplicate' });
      }),
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
              : ({ kind: 'discard', reason: kind === 'invalid' ? 'invalid-status' : 'unknown-id', detail: '' } as const),
        }));
        const totals = uploadTotalsOf(judged);
        expect(totals.approved + totals.rejected + totals.discarded).toBe(rows.length);
        expect(totals.invalidStatus).toBe(rows.filter(([kind]) => kind === 'invalid').length);
        expect(totals.amount).toEqual(rows.filter(([kind]) => kind === 'Approved').reduce((sum, [, minor]) => addMoney(sum, pkr(minor)), zeroOf('PKR')));
      }),
    );
  });
});
