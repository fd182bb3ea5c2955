import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/money/decimal';
import { money } from '../../../src/domain/money/money';
import { postToLedger } from '../../../src/domain/payouts/payout-ledger';
import {
  decidePayout,
  failedPayoutMessage,
  isPayoutMsisdn,
  mayRetry,
  minutesToNextTry,
  needsFourEyes,
  providerOfBank,
  retryDelayMs,
  type PayoutDecisionInput,
} from '../../../src/domain/payouts/payout-request';

const pending: PayoutDecisionInput = {
  current: { status: 'Pending', amount: money('5000', 'PKR'), createdBy: 'u1' },
  decision: 'Approved',
  amountSeen: money('5000', 'PKR'),
  deciderId: 'u2',
  fourEyesAbove: decimal('1000'),
};

describe('payout decisions (spec 3 §4)', () => {
  it('refuses a request that is no longer pending, naming its status', () => {
    expect(decidePayout({ ...pending, current: { ...pending.current, status: 'Rejected' } })).toEqual({
      ok: false,
      issues: [{ code: 'payout.not-pending', field: 'status', message: 'This request is already Rejected' }],
    });
  });

  it('refuses an amount other than the stored one, in value or currency', () => {
    const mismatch = { ok: false, issues: [{ code: 'payout.amount-mismatch', field: 'amount', message: 'The amount does not match the payout request' }] };
    expect(decidePayout({ ...pending, amountSeen: money('5000.01', 'PKR') })).toEqual(mismatch);
    expect(decidePayout({ ...pending, amountSeen: money('5000', 'USD') })).toEqual(mismatch);
  });

  it('asks a second person to approve above the four-eyes limit, never the creator', () => {
    const fourEyes = {
      ok: false,
      issues: [
        {
          code: 'payout.four-eyes',
          field: 'status',
          message: 'A payout above the four-eyes limit must be approved by someone other than the person who created it',
        },
      ],
    };
    expect(decidePayout({ ...pending, deciderId: 'u1' })).toEqual(fourEyes);
    expect(decidePayout(pending)).toEqual({ ok: true, value: 'Approved' });
    expect(decidePayout({ ...pending, deciderId: 'u1', decision: 'Rejected' })).toEqual({ ok: true, value: 'Rejected' });
    expect(decidePayout({ ...pending, deciderId: 'u1', fourEyesAbove: null })).toEqual({ ok: true, value: 'Approved' });
    expect(decidePayout({ ...pending, deciderId: null, current: { ...pending.current, createdBy: null } })).toEqual({ ok: true, value: 'Approved' });
    expect(needsFourEyes(money('1000', 'PKR'), decimal('1000'))).toBe(false);
    expect(needsFourEyes(money('1000.01', 'PKR'), decimal('1000'))).toBe(true);
    expect(needsFourEyes(money('1000000', 'PKR'), null)).toBe(false);
  });
});

describe('payout details', () => {
  it('sends banks by their names’ start, whatever the case and spaces', () => {
    expect(providerOfBank('  JazzCash Bank')).toBe('jazzcash');
    expect(providerOfBank('EASYPAISA')).toBe('easypaisa');
    expect(providerOfBank('Meezan')).toBeNull();
  });

  it('takes 03 and nine digits only', () => {
    expect(isPayoutMsisdn('03001234567')).toBe(true);
    expect(isPayoutMsisdn('x03001234567')).toBe(false);
    expect(isPayoutMsisdn('030012345678')).toBe(false);
  });

  it('counts whole minutes to the next try, from a date or its text', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(minutesToNextTry('2026-05-01T10:01:30Z', now)).toBe(2);
    expect(minutesToNextTry(new Date('2026-05-01T10:00:30Z'), now)).toBe(1);
    expect(minutesToNextTry('2026-05-01T09:59:00Z', now)).toBeNull();
    expect(minutesToNextTry('2026-05-01T10:00:00Z', now)).toBeNull();
    expect(minutesToNextTry('2026-05-01T09:59:30Z', now)).toBeNull();
    expect(minutesToNextTry('soon', now)).toBeNull();
    expect(minutesToNextTry(null, now)).toBeNull();
  });

  it('doubles the retry delay per failed attempt, capped, and stops at the last attempt', () => {
    const policy = { baseMs: 1000, maxMs: 10_000, maxAttempts: 3 };
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(policy, n))).toEqual([1000, 1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs({ ...policy, maxMs: Number.MAX_SAFE_INTEGER }, 40)).toBe(1000 * 2 ** 30);
    expect(mayRetry(policy, 2)).toBe(true);
    expect(mayRetry(policy, 3)).toBe(false);
  });

  it('tells why a payout failed and where its money went', () => {
    expect(failedPayoutMessage('wallet closed')).toBe('Payout failed: wallet closed. The amount was returned to the payout account.');
  });
});

describe('the payout ledger (docs/decisions/0022-payout-ledger.md)', () => {
  it('refuses a posting in the wrong direction for its kind, and lets a correction go either way', () => {
    const balance = money('100', 'PKR');
    const wrong = { ok: false, issues: [{ code: 'ledger.wrong-direction', field: 'amount' }] };
    expect(postToLedger(balance, { kind: 'top-up', amount: money('-1', 'PKR') })).toEqual(wrong);
    expect(postToLedger(balance, { kind: 'payout', amount: money('1', 'PKR') })).toEqual(wrong);
    expect(postToLedger(balance, { kind: 'payout', amount: money('-1', 'PKR') })).toEqual({ ok: true, value: money('99', 'PKR') });
    expect(postToLedger(balance, { kind: 'top-up-correction', amount: money('-1', 'PKR') })).toEqual({ ok: true, value: money('99', 'PKR') });
    expect(postToLedger(balance, { kind: 'top-up-correction', amount: money('1', 'PKR') })).toEqual({ ok: true, value: money('101', 'PKR') });
    for (const kind of ['opening', 'top-up', 'payout-reversal'] as const) {
      expect({ kind, posted: postToLedger(balance, { kind, amount: money('1', 'PKR') }) }).toEqual({ kind, posted: { ok: true, value: money('101', 'PKR') } });
      expect({ kind, posted: postToLedger(balance, { kind, amount: money('-1', 'PKR') }) }).toEqual({ kind, posted: wrong });
    }
  });
});
