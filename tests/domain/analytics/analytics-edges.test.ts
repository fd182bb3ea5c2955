import { describe, expect, it } from 'vitest';
import { datesBetween } from '../../../src/domain/analytics/analytics-range';
import { transactionRatePercents } from '../../../src/domain/analytics/transaction-rate';
import { isAnalyticsWireDate } from '../../../src/domain/analytics/wire-date';
import { decimalOf } from '../../../src/domain/money/decimal';

describe('analytics edges (spec 3 §7)', () => {
  it('shows 0 % both ways when nothing is decided yet', () => {
    expect(transactionRatePercents({ successful: 0, failed: 0 })).toEqual({ successful: decimalOf(0n, 2), failed: decimalOf(0n, 2) });
  });

  it('lists exactly the dates of a range, and none for a reversed one', () => {
    expect(datesBetween({ from: '2024-02-28', to: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween({ from: '2024-03-02', to: '2024-03-01' })).toEqual([]);
  });

  it('takes an instant with a compact offset', () => {
    expect(isAnalyticsWireDate('2024-01-01T00:00:00+0500')).toBe(true);
    expect(isAnalyticsWireDate('2024-01-01T00:00:00.123456789Z')).toBe(true);
  });
});
