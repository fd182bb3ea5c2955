import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, decimalOf } from '../../../src/domain/money/decimal';
import { addMoney, fromMinor, money } from '../../../src/domain/money/money';
import { merchantShareLabelPercent, transactionShares } from '../../../src/domain/transactions/transaction-shares';

describe('transaction shares (spec 1 §2)', () => {
  it('takes the PGW share by percent and leaves the rest to the merchant', () => {
    expect(merchantShareLabelPercent).toBe('96%');
    expect(transactionShares(money('1000', 'PKR'), decimal('4'))).toEqual({
      platformShare: money('40', 'PKR'),
      merchantShare: money('960', 'PKR'),
      netAmount: money('960', 'PKR'),
    });
    // 0.25 × 4 % = 0.01 exactly; 0.37 × 4 % = 0.0148 → 0.01
    expect(transactionShares(money('0.37', 'PKR'), decimal('4')).platformShare).toEqual(money('0.01', 'PKR'));
  });

  it('merchant share + PGW share = amount, and net amount = amount − PGW share', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 10n ** 15n })),
        fc.oneof(fc.integer({ min: 0, max: 10000 }), fc.constantFrom(400, 1250, 5000)),
        (minor, hundredths) => {
          const amount = fromMinor(minor, 'PKR');
          const { platformShare, merchantShare, netAmount } = transactionShares(amount, decimalOf(BigInt(hundredths), 2));
          expect(addMoney(merchantShare, platformShare)).toEqual(amount);
          expect(addMoney(netAmount, platformShare)).toEqual(amount);
          expect(platformShare.minor >= 0n && merchantShare.minor >= 0n).toBe(true);
        },
      ),
    );
  });
});
