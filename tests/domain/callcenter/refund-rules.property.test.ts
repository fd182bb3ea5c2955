import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRefund, refundAmountOf } from '../../../src/domain/callcenter/refund-rules';
import { compareDecimal, decimalOf, formatDecimal } from '../../../src/domain/money/decimal';
import { transactionStatuses } from '../../../src/domain/transactions/transaction-status';

const cents = fc.bigInt({ min: 0n, max: 10n ** 15n });
const amountOf = (units: bigint) => decimalOf(units, 2);

describe('decideRefund (docs/decisions/0033-call-centre-and-refunds.md)', () => {
  it('never allows more than was paid, nor zero', () => {
    fc.assert(
      fc.property(cents, fc.option(cents, { nil: undefined }), (paid, requested) => {
        const decision = decideRefund({
          status: 'Success',
          paid: amountOf(paid),
          refundClaimed: false,
          ...(requested === undefined ? {} : { requested: amountOf(requested) }),
        });
        if (decision.ok) {
          expect(compareDecimal(decision.amount, amountOf(paid))).toBeLessThanOrEqual(0);
          expect(decision.amount.units > 0n).toBe(true);
        } else {
          const asked = requested ?? paid;
          expect(decision.refusal).toBe(asked <= 0n ? 'notPositive' : 'overAmount');
        }
      }),
    );
  });

  it('refunds the whole paid amount when no amount is asked', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (paid) => {
        const decision = decideRefund({ status: 'Success', paid: amountOf(paid), refundClaimed: false });
        expect(decision).toEqual({ ok: true, amount: amountOf(paid) });
      }),
    );
  });

  it('never allows a second refund, nor a refund of an unpaid transaction', () => {
    fc.assert(
      fc.property(fc.constantFrom(...transactionStatuses), cents, fc.boolean(), (status, paid, claimed) => {
        const decision = decideRefund({ status, paid: amountOf(paid), refundClaimed: claimed });
        if (claimed) expect(decision).toEqual({ ok: false, refusal: 'alreadyRefunded' });
        else if (status !== 'Success') expect(decision).toEqual({ ok: false, refusal: 'notPaid' });
      }),
    );
  });
});

describe('refundAmountOf', () => {
  it('reads any two-decimal amount exactly, from its text or its JSON number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (units) => {
        const text = formatDecimal(amountOf(units), 2);
        expect(refundAmountOf(text)).toEqual(amountOf(units));
        expect(refundAmountOf(Number(text))).toEqual(amountOf(units));
      }),
    );
  });

  it('refuses a third decimal and text that is not a number', () => {
    expect(refundAmountOf(1.005)).toBeNull();
    expect(refundAmountOf('12,50')).toBeNull();
    expect(refundAmountOf('1.50')).toEqual(amountOf(150n));
  });
});
