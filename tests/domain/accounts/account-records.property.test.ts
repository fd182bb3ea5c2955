import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historyDescriptionOf, type AccountHistoryEvent } from '../../../src/domain/accounts/account-history';
import { accountNameKey, accountStatuses, sameAccountName, toggledStatus } from '../../../src/domain/accounts/account-records';
import { accountBalanceNetAmount, verifyAccountTopUp } from '../../../src/domain/accounts/account-balance';
import { decimalOf } from '../../../src/domain/money/decimal';
import { fromMinor } from '../../../src/domain/money/money';

const name = fc.string({ minLength: 0, maxLength: 60 });
const spaces = fc.constantFrom('', ' ', '  ', '\t');

describe('account names (spec 2 §5; duplicates are refused with 409)', () => {
  it('are the same account whatever their case or surrounding spaces', () => {
    fc.assert(
      fc.property(name, spaces, spaces, (n, before, after) => {
        expect(sameAccountName(n, `${before}${n.toUpperCase()}${after}`)).toBe(sameAccountName(n, n.toUpperCase()));
        expect(sameAccountName(`${before}${n}${after}`, n)).toBe(true);
      }),
    );
  });

  it('compare through an idempotent key, symmetrically', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(accountNameKey(accountNameKey(a))).toBe(accountNameKey(a));
        expect(sameAccountName(a, b)).toBe(sameAccountName(b, a));
      }),
    );
  });
});

describe('status toggle (spec 2 §4)', () => {
  it('flips between the two states and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...accountStatuses), (status) => {
        expect(toggledStatus(status)).not.toBe(status);
        expect(toggledStatus(toggledStatus(status))).toBe(status);
      }),
    );
  });
});

describe('history descriptions (spec 2 §2.2, §2.3)', () => {
  const event: fc.Arbitrary<AccountHistoryEvent> = fc.oneof(
    fc.constant({ kind: 'created' as const }),
    fc.array(fc.constantFrom('name', 'country', 'currency'), { maxLength: 3 }).map((fields) => ({ kind: 'edited' as const, fields })),
    fc.constantFrom(...accountStatuses).map((from) => ({ kind: 'status-changed' as const, from, to: toggledStatus(from) })),
    fc.constant({ kind: 'balance-added' as const, grossAmount: '1000.00', tax: '15.00', netAmount: '850.00', currency: 'PKR' }),
    fc.constant({ kind: 'keys-revealed' as const }),
    fc.constant({ kind: 'deleted' as const }),
  );

  it('always name who did it', () => {
    fc.assert(
      fc.property(event, fc.string({ minLength: 1, maxLength: 40 }), (e, actor) => {
        expect(historyDescriptionOf(e, actor).endsWith(actor)).toBe(true);
      }),
    );
  });
});

describe('account top-up (spec 2 §2.2 Add Account Balance)', () => {
  const tax = fc.integer({ min: 0, max: 9900 }).map((hundredths) => decimalOf(BigInt(hundredths), 2));

  it('accepts exactly the computed net amount for any amount above zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), tax, fc.bigInt({ min: -5n, max: 5n }), (minor, t, drift) => {
        const grossAmount = fromMinor(minor, 'PKR');
        const { netAmount } = accountBalanceNetAmount(grossAmount, t);
        const submitted = fromMinor(netAmount.minor + drift, 'PKR');
        const issues = verifyAccountTopUp({ grossAmount, tax: t, netAmount: submitted });
        expect(issues.length === 0).toBe(drift === 0n);
        if (drift !== 0n) expect(issues[0]?.field).toBe('netAmount');
      }),
    );
  });

  it('refuses a zero amount whatever the tax', () => {
    fc.assert(
      fc.property(tax, (t) => {
        const zero = fromMinor(0n, 'PKR');
        expect(verifyAccountTopUp({ grossAmount: zero, tax: t, netAmount: zero }).map((issue) => issue.field)).toEqual(['grossAmount']);
      }),
    );
  });
});
