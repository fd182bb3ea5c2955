import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, money, toMinor, zeroOf, type Money } from '../../../src/domain/money/money';
import { balanceOfEntries, debitOf, ledgerEntryKinds, postToLedger, type LedgerPosting } from '../../../src/domain/payouts/payout-ledger';

const posting = fc.record({
  kind: fc.constantFrom(...ledgerEntryKinds),
  minor: fc.bigInt({ min: -5_000_000n, max: 5_000_000n }),
});

describe('payout ledger', () => {
  it('keeps the balance equal to the sum of the accepted entries and never below zero', () => {
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 60 }), (attempts) => {
        let balance: Money = zeroOf('PKR');
        const accepted: LedgerPosting[] = [];
        for (const attempt of attempts) {
          const entry = { kind: attempt.kind, amount: fromMinor(attempt.minor, 'PKR') };
          const outcome = postToLedger(balance, entry);
          if (outcome.ok) {
            balance = outcome.value;
            accepted.push(entry);
          }
          expect(toMinor(balance)).toBeGreaterThanOrEqual(0n);
        }
        expect(balance).toEqual(balanceOfEntries(accepted));
      }),
    );
  });

  it('refuses a payout larger than the balance, whole, and names what is available', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1_000_000n }), fc.bigInt({ min: 1n, max: 1_000_000n }), (available, over) => {
        const balance = fromMinor(available, 'PKR');
        const outcome = postToLedger(balance, { kind: 'payout', amount: debitOf(fromMinor(available + over, 'PKR')) });
        expect(outcome).toEqual({
          ok: false,
          issues: [{ code: 'ledger.insufficient-balance', field: 'amount', message: 'Insufficient payout account balance', available: balance }],
        });
      }),
    );
  });

  it('lets a payout take exactly the whole balance', () => {
    expect(postToLedger(money('250.75', 'PKR'), { kind: 'payout', amount: debitOf(money('250.75', 'PKR')) })).toEqual({ ok: true, value: zeroOf('PKR') });
  });

  it('keeps each kind to its direction: payouts only take, top-ups and reversals only add', () => {
    const balance = money('100', 'PKR');
    expect(postToLedger(balance, { kind: 'payout', amount: money('5', 'PKR') })).toMatchObject({ ok: false, issues: [{ code: 'ledger.wrong-direction' }] });
    expect(postToLedger(balance, { kind: 'top-up', amount: money('-5', 'PKR') })).toMatchObject({ ok: false, issues: [{ code: 'ledger.wrong-direction' }] });
    expect(postToLedger(balance, { kind: 'payout-reversal', amount: money('-5', 'PKR') })).toMatchObject({
      ok: false,
      issues: [{ code: 'ledger.wrong-direction' }],
    });
    expect(postToLedger(balance, { kind: 'top-up-correction', amount: money('-5', 'PKR') })).toEqual({ ok: true, value: money('95', 'PKR') });
  });

  it('refuses an empty entry and another currency', () => {
    expect(postToLedger(money('1', 'PKR'), { kind: 'top-up', amount: zeroOf('PKR') })).toMatchObject({ ok: false, issues: [{ code: 'ledger.zero-amount' }] });
    expect(postToLedger(money('1', 'PKR'), { kind: 'top-up', amount: money('1', 'USD') })).toMatchObject({
      ok: false,
      issues: [{ code: 'ledger.currency-mismatch' }],
    });
  });
});
