import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareIssues, splitTotal, voucherConfigIssues } from '../../../src/domain/services/service-terms';
import { voucherConfigDefaults } from '../../../src/domain/services/voucher-config';
import { formatDecimal } from '../../../src/domain/money/decimal';

/** A percent in hundredths, written as the wire writes it (a JSON number with up to two decimals). */
const hundredths = (max: number) => fc.integer({ min: 0, max });
const asNumber = (h: number) => Number((h / 100).toFixed(2));

describe('service shares', () => {
  it('adds carrier, merchant and platform shares exactly, with no binary rounding', () => {
    fc.assert(
      fc.property(hundredths(10_000), hundredths(10_000), hundredths(10_000), (c, m, w) => {
        const total = splitTotal({ carrierShare: asNumber(c), merchantShare: asNumber(m), platformShare: asNumber(w) });
        expect(total === null ? null : formatDecimal(total, 2)).toBe(((c + m + w) / 100).toFixed(2));
      }),
    );
  });

  it('accepts shares exactly when together they are at most 100', () => {
    fc.assert(
      fc.property(hundredths(10_000), hundredths(10_000), hundredths(10_000), hundredths(9_900), (c, m, w, p) => {
        const issues = shareIssues({ carrierShare: asNumber(c), merchantShare: asNumber(m), platformShare: asNumber(w), payoutShare: asNumber(p) });
        expect(issues.length === 0).toBe(c + m + w <= 10_000);
      }),
    );
  });

  it('accepts the demo terms, 96 to the merchant and 4 to the platform', () => {
    expect(shareIssues({ merchantShare: 96, platformShare: 4, carrierShare: 0, payoutShare: 1.5 })).toEqual([]);
  });

  it('names a negative share, one above 100 and a payout share above 99', () => {
    expect(shareIssues({ merchantShare: -1, platformShare: 4, carrierShare: 0, payoutShare: 0 })).toEqual([
      { code: 'service.share-negative', field: 'merchantShare' },
    ]);
    expect(shareIssues({ merchantShare: 0, platformShare: 100.01, carrierShare: 0, payoutShare: 0 })).toEqual([
      { code: 'service.share-above-hundred', field: 'platformShare' },
    ]);
    expect(shareIssues({ merchantShare: 0, platformShare: 0, carrierShare: 0, payoutShare: 99.5 })).toEqual([
      { code: 'service.payout-share-above-limit', field: 'payoutShare' },
    ]);
    expect(shareIssues({ merchantShare: 96, platformShare: 4.01, carrierShare: 0, payoutShare: 0 })).toEqual([
      { code: 'service.shares-exceed-hundred', field: 'platformShare' },
    ]);
  });
});

describe('voucher configuration', () => {
  it('accepts the spec 2 §9 defaults', () => {
    expect(voucherConfigIssues(voucherConfigDefaults)).toEqual([]);
  });

  it('accepts a margin distribution exactly when its parts make 100', () => {
    fc.assert(
      fc.property(hundredths(10_000), hundredths(10_000), (w, m) => {
        const issues = voucherConfigIssues({ ...voucherConfigDefaults, marginDistribution: { walee: asNumber(w), merchant: asNumber(m) } });
        expect(issues.length === 0).toBe(w + m === 10_000);
      }),
    );
  });

  it('limits percent fees to 99 and leaves fixed fees unbounded', () => {
    fc.assert(
      fc.property(hundredths(1_000_000), fc.constantFrom('fixed' as const, 'percent' as const), (v, type) => {
        const issues = voucherConfigIssues({ ...voucherConfigDefaults, salesRate: { value: asNumber(v), type } });
        expect(issues.length === 0).toBe(type === 'fixed' || v <= 9_900);
      }),
    );
  });
});
