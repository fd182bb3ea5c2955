import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBilledAmount } from '../../../src/domain/accounts/billed-amount';
import { decimalOf, roundHalfAwayFromZero, pow10 } from '../../../src/domain/money/decimal';
import { addMoney, fromMinor, zeroOf } from '../../../src/domain/money/money';
import { balanceAfterTopUp, topUpCorrectionOf } from '../../../src/domain/payouts/account-transaction';
import { balanceOfEntries, postToLedger } from '../../../src/domain/payouts/payout-ledger';

const pkr = (minor: bigint) => fromMinor(minor, 'PKR');
const minor = fc.bigInt({ min: 0n, max: 10n ** 13n });

describe('top-up corrections (docs/decisions/0024-payout-accounts.md)', () => {
  it('create, any edits and a delete leave the ledger adding up to the live billed amounts', () => {
    fc.assert(
      fc.property(fc.array(minor, { minLength: 1, maxLength: 8 }), fc.boolean(), (versions, deleted) => {
        // Each version of one top-up posts its difference from the one before; a delete posts the rest.
        const states = [null, ...versions.map(pkr), ...(deleted ? [null] : [])];
        const postings = states.slice(1).map((state, index) => topUpCorrectionOf(states[index] ?? null, state));
        const live = states[states.length - 1] ?? zeroOf('PKR');
        expect(balanceOfEntries(postings.map((amount) => ({ kind: 'top-up-correction' as const, amount })))).toEqual(live);
      }),
    );
  });

  it('the summary balance is the ledger balance after posting the correction', () => {
    fc.assert(
      fc.property(minor, fc.option(minor), fc.option(minor), (balance, before, after) => {
        const expected = balanceAfterTopUp(pkr(balance), before === null ? null : pkr(before), after === null ? null : pkr(after));
        const correction = topUpCorrectionOf(before === null ? null : pkr(before), after === null ? null : pkr(after));
        if (correction.minor === 0n) {
          expect(expected).toEqual(pkr(balance));
          return;
        }
        const posted = postToLedger(pkr(balance), { kind: 'top-up-correction', amount: correction });
        // A correction that would go below zero is refused; otherwise the ledger lands on the summary's figure.
        if (expected.minor < 0n) expect(posted.ok).toBe(false);
        else expect(posted).toEqual({ ok: true, value: expected });
      }),
    );
  });
});

describe('billed amount in USD (spec 3 §5)', () => {
  it('converts amount × rate to PKR paisa once, then billed + deductions = that PKR amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.bigInt({ min: 1n, max: 10n ** 7n }),
        fc.integer({ min: 0, max: 9900 }),
        (cents, rateUnits, charge) => {
          const exchangeRate = decimalOf(rateUnits, 4);
          const percent = decimalOf(BigInt(charge), 2);
          const zero = decimalOf(0n, 0);
          const result = computeBilledAmount({
            totalAmount: fromMinor(cents, 'USD'),
            exchangeRate,
            waleeCommission: percent,
            sbpCharges: zero,
            serviceSalesTax: zero,
            withHoldingCharges: zero,
          });
          if (!result.ok) throw new Error(result.issues.map((issue) => issue.code).join());
          // cents × rate (4 decimals) is paisa × 10^4: one rounding, half away from zero.
          expect(result.value.transferredAmount).toEqual(pkr(roundHalfAwayFromZero(cents * rateUnits, pow10(4))));
          expect(addMoney(result.value.totalBilledAmount, result.value.deductions)).toEqual(result.value.transferredAmount);
          expect(result.value.totalBilledAmount.currency).toBe('PKR');
        },
      ),
    );
  });
});
