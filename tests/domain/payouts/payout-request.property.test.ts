import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal } from '../../../src/domain/money/decimal';
import { fromMinor } from '../../../src/domain/money/money';
import {
  decidePayout,
  isPayoutMsisdn,
  mayRetry,
  minutesToNextTry,
  needsFourEyes,
  payoutStatuses,
  providerOfBank,
  retryDelayMs,
} from '../../../src/domain/payouts/payout-request';

const amounts = fc.bigInt({ min: 1n, max: 10_000_000_000n }).map((minor) => fromMinor(minor, 'PKR'));
const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));

describe('payout request rules (spec 3 §4, §5)', () => {
  it('accepts exactly 03 followed by nine digits as a wallet number', () => {
    fc.assert(fc.property(digits(9), (rest) => isPayoutMsisdn(`03${rest}`)));
    fc.assert(fc.property(fc.string(), (text) => isPayoutMsisdn(text) === /^03\d{9}$/.test(text)));
    fc.assert(fc.property(digits(10), (rest) => !isPayoutMsisdn(`03${rest}`) && !isPayoutMsisdn(`92${rest.slice(1)}`)));
  });

  it('matches the refresh to the bank by its name: Jazz… to Jazzcash, Eas… to Easypaisa', () => {
    fc.assert(fc.property(fc.string(), (tail) => providerOfBank(`Jazz${tail}`) === 'jazzcash' && providerOfBank(`eas${tail}`) === 'easypaisa'));
    expect(providerOfBank('HBL')).toBeNull();
    expect(providerOfBank('Meezan Bank')).toBeNull();
  });

  it('decides only a Pending request, whatever the decision, and only with the stored amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...payoutStatuses),
        fc.constantFrom('Approved' as const, 'Rejected' as const),
        amounts,
        amounts,
        (status, decision, amount, seen) => {
          const outcome = decidePayout({ current: { status, amount, createdBy: 'a' }, decision, amountSeen: seen, deciderId: 'b', fourEyesAbove: null });
          const allowed = status === 'Pending' && amount.minor === seen.minor;
          return outcome.ok === allowed && (!outcome.ok || outcome.value === decision);
        },
      ),
    );
  });

  it('needs a second person to approve above the four-eyes limit, never to reject', () => {
    fc.assert(
      fc.property(amounts, fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.boolean(), (amount, limitMinor, sameperson) => {
        const limit = { units: limitMinor, scale: 2 };
        const approve = decidePayout({
          current: { status: 'Pending', amount, createdBy: 'maker' },
          decision: 'Approved',
          amountSeen: amount,
          deciderId: sameperson ? 'maker' : 'checker',
          fourEyesAbove: limit,
        });
        const reject = decidePayout({
          current: { status: 'Pending', amount, createdBy: 'maker' },
          decision: 'Rejected',
          amountSeen: amount,
          deciderId: 'maker',
          fourEyesAbove: limit,
        });
        const refused = sameperson && amount.minor > limitMinor;
        return approve.ok === !refused && reject.ok && needsFourEyes(amount, limit) === amount.minor > limitMinor;
      }),
    );
    expect(needsFourEyes(fromMinor(100_000_01n, 'PKR'), decimal('100000'))).toBe(true);
    expect(needsFourEyes(fromMinor(100_000_00n, 'PKR'), decimal('100000'))).toBe(false);
  });

  it('backs off exponentially, never beyond the cap, and stops after the last attempt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 40 }),
        (baseMs, maxMs, maxAttempts, made) => {
          const policy = { baseMs, maxMs, maxAttempts };
          const delay = retryDelayMs(policy, made);
          const next = retryDelayMs(policy, made + 1);
          return delay <= maxMs && delay >= Math.min(baseMs, maxMs) && next >= delay && mayRetry(policy, made) === made < maxAttempts;
        },
      ),
    );
  });

  it('shows minutes to the next try only when they are positive', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (offsetMs) => {
        const minutes = minutesToNextTry(new Date(now.getTime() + offsetMs), now);
        return offsetMs <= 0 ? minutes === null : minutes !== null && minutes >= 1 && (minutes - 1) * 60_000 < offsetMs && offsetMs <= minutes * 60_000;
      }),
    );
    expect(minutesToNextTry(null, now)).toBeNull();
  });
});
