import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, type Decimal } from '../../../src/domain/money/decimal';
import { keptShare, shareMoved, shareReversed } from '../../../src/domain/money/kept-share';
import { addMoney, fromMinor, subtractMoney, zeroOf, type Money } from '../../../src/domain/money/money';
import { computeSettlement } from '../../../src/domain/settlements/settlement-arithmetic';

// docs/decisions/0041-refunds-in-the-money-figures.md: the day's revenue is its payments minus its refunds,
// a settlement is built on whole days after the previous one, and what all settlements pay adds up
// to the share of what the customers kept.

const pkr = (minor: bigint): Money => fromMinor(minor, 'PKR');
/** Hundredths of a percent: any, or round ones that make exact half-paisa products common. */
const percentArb = fc.oneof(fc.integer({ min: 0, max: 10000 }), fc.constantFrom(0, 1250, 2500, 5000, 9600, 10000));

interface Payment {
  day: number;
  paid: bigint;
  /** Each refund on its own day (the payment's or later); together never more than was paid. */
  refunds: { day: number; amount: bigint }[];
}

const horizon = 30;
const paymentArb: fc.Arbitrary<Payment> = fc
  .record({
    day: fc.integer({ min: 0, max: horizon }),
    paid: fc.oneof(fc.bigInt({ min: 1n, max: 300n }), fc.bigInt({ min: 1n, max: 10n ** 9n })),
    refunds: fc.array(fc.record({ later: fc.integer({ min: 0, max: horizon }), part: fc.integer({ min: 1, max: 10000 }) }), { maxLength: 3 }),
  })
  .map(({ day, paid, refunds }) => {
    let kept = paid;
    const made: Payment['refunds'] = [];
    for (const refund of refunds) {
      const amount = (kept * BigInt(refund.part) + 9999n) / 10000n;
      if (amount <= 0n || amount > kept) continue;
      kept -= amount;
      made.push({ day: Math.min(horizon, day + refund.later), amount });
    }
    return { day, paid, refunds: made };
  });

const netOfDays = (payments: readonly Payment[], from: number, to: number): bigint => {
  let net = 0n;
  for (const p of payments) {
    if (p.day >= from && p.day <= to) net += p.paid;
    for (const r of p.refunds) if (r.day >= from && r.day <= to) net -= r.amount;
  }
  return net;
};

const keptOf = (payments: readonly Payment[]): bigint => payments.reduce((sum, p) => sum + p.paid - p.refunds.reduce((s, r) => s + r.amount, 0n), 0n);

interface Run {
  merchantPaid: Money;
  platformPaid: Money;
  settled: Money;
}

/** Settlements at each cut day, as the server builds them; a period without positive revenue waits for a later cut. */
function settleAt(payments: readonly Payment[], cuts: readonly number[], merchant: Decimal, platform: Decimal): Run {
  let from = 0;
  let run: Run = { merchantPaid: zeroOf('PKR'), platformPaid: zeroOf('PKR'), settled: zeroOf('PKR') };
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut < from) continue;
    const revenue = netOfDays(payments, from, cut);
    if (revenue <= 0n) continue;
    const outcome = computeSettlement({
      totalRevenue: pkr(revenue),
      settledRevenue: run.settled,
      merchantSharePercentage: merchant,
      platformSharePercentage: platform,
      remittanceChargesPercentage: decimalOf(250n, 2),
      exchangeRate: decimalOf(2801234n, 4),
      settledCurrency: 'USD',
    });
    if (!outcome.ok) throw new Error(`terms refused: ${JSON.stringify(outcome.issues)}`);
    run = {
      merchantPaid: addMoney(run.merchantPaid, outcome.value.merchantShare),
      platformPaid: addMoney(run.platformPaid, outcome.value.platformShare),
      settled: addMoney(run.settled, pkr(revenue)),
    };
    from = cut + 1;
  }
  return run;
}

const sharesArb = fc.record({ merchant: percentArb, platformFraction: fc.integer({ min: 0, max: 10000 }) }).map(({ merchant, platformFraction }) => ({
  merchant: decimalOf(BigInt(merchant), 2),
  platform: decimalOf((BigInt(10000 - merchant) * BigInt(platformFraction)) / 10000n, 2),
}));
const cutsArb = fc.array(fc.integer({ min: 0, max: horizon }), { maxLength: 8 });

describe('kept shares (docs/decisions/0041-refunds-in-the-money-figures.md)', () => {
  it('a payment and its refunds carry exactly the share of what was kept, and each reversal is within what was left', () => {
    fc.assert(
      fc.property(paymentArb, percentArb, (payment, hundredths) => {
        const percent = decimalOf(BigInt(hundredths), 2);
        let kept = pkr(payment.paid);
        let carried = keptShare(kept, percent);
        for (const refund of payment.refunds) {
          const reversed = shareReversed(kept, pkr(refund.amount), percent);
          expect(reversed.minor).toBeGreaterThanOrEqual(0n);
          expect(reversed.minor).toBeLessThanOrEqual(keptShare(kept, percent).minor);
          expect(shareMoved(kept, subtractMoney(kept, pkr(refund.amount)), percent).minor).toBe(-reversed.minor);
          carried = subtractMoney(carried, reversed);
          kept = subtractMoney(kept, pkr(refund.amount));
          expect(carried.minor).toBeGreaterThanOrEqual(0n);
        }
        expect(carried).toEqual(keptShare(kept, percent));
      }),
    );
  });

  it('whatever the cut days, all settlements pay the share of the settled revenue, and only a debt of refunds waits', () => {
    fc.assert(
      fc.property(fc.array(paymentArb, { maxLength: 12 }), cutsArb, sharesArb, (payments, cuts, { merchant, platform }) => {
        const run = settleAt(payments, [...cuts, horizon], merchant, platform);
        expect(run.merchantPaid).toEqual(keptShare(run.settled, merchant));
        expect(run.platformPaid).toEqual(keptShare(run.settled, platform));
        // What is not settled is a period of refunds that outweigh its payments, carried to later payments.
        expect(keptOf(payments) - run.settled.minor).toBeLessThanOrEqual(0n);
      }),
    );
  });

  it('once later payments cover the refunds, the settlements pay (paid − refunded) × share to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(paymentArb, { maxLength: 12 }),
        cutsArb,
        sharesArb,
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (payments, cuts, { merchant, platform }, extra) => {
          const refunded = payments.reduce((sum, p) => sum + p.refunds.reduce((s, r) => s + r.amount, 0n), 0n);
          const all = [...payments, { day: horizon + 1, paid: refunded + extra, refunds: [] }];
          const run = settleAt(all, [...cuts, horizon + 1], merchant, platform);
          const kept = pkr(keptOf(all));
          expect(run.settled).toEqual(kept);
          expect(run.merchantPaid).toEqual(keptShare(kept, merchant));
          expect(run.platformPaid).toEqual(keptShare(kept, platform));
        },
      ),
    );
  });

  it('the first settlement of a merchant is the plain revenue × percent of spec 1 §5', () => {
    expect(keptShare(pkr(25000n), decimalOf(96n, 0))).toEqual(pkr(24000n));
    expect(shareMoved(pkr(0n), pkr(15000n), decimalOf(96n, 0))).toEqual(pkr(14400n));
    // Two settlements of one paisa at 50 %: one paisa in all, as for the two days settled at once.
    expect(shareMoved(pkr(0n), pkr(1n), decimalOf(50n, 0))).toEqual(pkr(1n));
    expect(shareMoved(pkr(1n), pkr(2n), decimalOf(50n, 0))).toEqual(pkr(0n));
  });
});
