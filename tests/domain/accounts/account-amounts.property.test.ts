import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountBalanceNetAmount, verifyAccountBalance } from '../../../src/domain/accounts/account-balance';
import { computeBilledAmount, verifyBilledAmount, type BilledAmountInput } from '../../../src/domain/accounts/billed-amount';
import { decimalOf } from '../../../src/domain/money/decimal';
import { addMoney, fromMinor } from '../../../src/domain/money/money';

// Small amounts and round percentages make exact half-paisa products, where rounding slips show.
const amount = fc.oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 10n ** 15n }));
const tax = fc.oneof(fc.integer({ min: 0, max: 9900 }), fc.constantFrom(0, 1250, 2500, 5000, 9900)).map((hundredths) => decimalOf(BigInt(hundredths), 2));

const billedInput: fc.Arbitrary<BilledAmountInput> = fc
  .record({
    minor: amount,
    usd: fc.boolean(),
    rate: fc.bigInt({ min: 1n, max: 10n ** 8n }),
    // Four charges that together stay within 100 %.
    charges: fc.tuple(...[0, 1, 2, 3].map(() => fc.oneof(fc.integer({ min: 0, max: 2500 }), fc.constantFrom(0, 1250, 2500)))),
  })
  .map(({ minor, usd, rate, charges: [a, b, c, d] }) => ({
    totalAmount: fromMinor(minor, usd ? 'USD' : 'PKR'),
    exchangeRate: usd ? decimalOf(rate, 4) : null,
    waleeCommission: decimalOf(BigInt(a), 2),
    sbpCharges: decimalOf(BigInt(b), 2),
    serviceSalesTax: decimalOf(BigInt(c), 2),
    withHoldingCharges: decimalOf(BigInt(d), 2),
  }));

describe('account balance properties', () => {
  it('tax amount + net amount = amount, and the net stays within 0..amount', () => {
    fc.assert(
      fc.property(amount, tax, (minor, t) => {
        const gross = fromMinor(minor, 'PKR');
        const { taxAmount, netAmount } = accountBalanceNetAmount(gross, t);
        expect(addMoney(taxAmount, netAmount)).toEqual(gross);
        expect(netAmount.minor >= 0n && netAmount.minor <= minor).toBe(true);
      }),
    );
  });

  it('keeps the whole amount at 0 % tax', () => {
    fc.assert(
      fc.property(amount, (minor) => {
        expect(accountBalanceNetAmount(fromMinor(minor, 'PKR'), decimalOf(0n, 0)).netAmount.minor).toBe(minor);
      }),
    );
  });

  it('accepts its own net amount and refuses one a paisa off', () => {
    fc.assert(
      fc.property(amount, tax, fc.constantFrom(1n, -1n), (minor, t, step) => {
        const grossAmount = fromMinor(minor, 'PKR');
        const { netAmount } = accountBalanceNetAmount(grossAmount, t);
        expect(verifyAccountBalance({ grossAmount, tax: t, netAmount })).toEqual([]);
        expect(verifyAccountBalance({ grossAmount, tax: t, netAmount: fromMinor(netAmount.minor + step, 'PKR') })).not.toEqual([]);
      }),
    );
  });
});

describe('billed amount properties', () => {
  it('billed + deductions = the transferred PKR amount, and billed is never negative', () => {
    fc.assert(
      fc.property(billedInput, (input) => {
        const result = computeBilledAmount(input);
        if (!result.ok) throw new Error(JSON.stringify(result.issues));
        const { transferredAmount, deductions, totalBilledAmount } = result.value;
        expect(transferredAmount.currency).toBe('PKR');
        expect(addMoney(totalBilledAmount, deductions)).toEqual(transferredAmount);
        expect(totalBilledAmount.minor >= 0n).toBe(true);
        if (input.totalAmount.currency === 'PKR') expect(transferredAmount).toEqual(input.totalAmount);
      }),
    );
  });

  it('accepts its own billed amount and refuses one a paisa off', () => {
    fc.assert(
      fc.property(billedInput, fc.constantFrom(1n, -1n), (input, step) => {
        const result = computeBilledAmount(input);
        if (!result.ok) throw new Error(JSON.stringify(result.issues));
        const billed = result.value.totalBilledAmount;
        expect(verifyBilledAmount({ ...input, totalBilledAmount: billed })).toEqual([]);
        expect(verifyBilledAmount({ ...input, totalBilledAmount: fromMinor(billed.minor + step, 'PKR') })).not.toEqual([]);
      }),
    );
  });
});
