import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/domain/money/money';
import { billingStatusShare } from '../../../src/domain/transactions/billing-status-share';

describe('billingStatusShare (spec 1 §2, Today Status)', () => {
  it('answers Success and Failed as percent of every transaction of the day, two decimals', () => {
    const share = billingStatusShare([
      { status: 'Success', count: 2 },
      { status: 'Failed', count: 1 },
    ]);
    expect(formatPercent(share.success)).toBe('66.67');
    expect(formatPercent(share.failed)).toBe('33.33');
    expect(share.total).toBe(3);
  });

  it('counts pending transactions in the total', () => {
    const share = billingStatusShare([
      { status: 'Success', count: 85 },
      { status: 'Failed', count: 12 },
      { status: 'Pending', count: 3 },
    ]);
    expect([formatPercent(share.success), formatPercent(share.failed)]).toEqual(['85.00', '12.00']);
  });

  it('answers 0.00 on a day without transactions', () => {
    const share = billingStatusShare([]);
    expect([formatPercent(share.success), formatPercent(share.failed)]).toEqual(['0.00', '0.00']);
  });

  it('adds up to 100 within one rounding step when nothing is pending', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (success, failed) => {
        const share = billingStatusShare([
          { status: 'Success', count: success },
          { status: 'Failed', count: failed },
        ]);
        const sum = share.success.units + share.failed.units;
        if (success + failed === 0) expect(sum).toBe(0n);
        else expect(sum >= 9999n && sum <= 10001n).toBe(true);
      }),
    );
  });
});
