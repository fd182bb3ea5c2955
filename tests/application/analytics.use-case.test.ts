import { describe, expect, it } from 'vitest';
import type { AnalyticsPort, CollectionFilter, CollectionOverview, PayoutOverview } from '../../src/application/analytics/analytics.port';
import { analyticsUseCases } from '../../src/application/analytics/analytics.use-case';
import { formatDecimal } from '../../src/domain/money/decimal';
import { money, zeroOf } from '../../src/domain/money/money';

const overview: CollectionOverview = {
  platformShare: money('4.00', 'PKR'),
  totalAmount: money('100.00', 'PKR'),
  transactions: 5,
  revenue: [{ date: '2026-11-21', amount: money('100.00', 'PKR'), serviceCharges: money('4.00', 'PKR') }],
  rate: { successful: 3, failed: 1 },
  transactionsOverTime: [{ date: '2026-11-21', successful: 3, failed: 1, pending: 1 }],
  byPaymentMethod: [],
};
const payouts: PayoutOverview = {
  depositedAmount: zeroOf('PKR'),
  billedAmount: zeroOf('PKR'),
  availableBalance: money('10.00', 'PKR'),
  accountTransactions: 0,
  accountTransactionsAmount: zeroOf('PKR'),
  payouts: [{ date: '2026-11-22', wallet: money('5.00', 'PKR'), bank: zeroOf('PKR') }],
  banks: [],
  successful: 1,
  pending: 0,
  rejected: 0,
};

function port(asked: CollectionFilter[]): AnalyticsPort {
  return {
    collection: async (filter) => {
      asked.push(filter);
      return overview;
    },
    payouts: async () => payouts,
  };
}

describe('analytics use-cases', () => {
  it('fills every day of the range and turns the counts into rates adding up to 100', async () => {
    const asked: CollectionFilter[] = [];
    const outcome = await analyticsUseCases({ analytics: port(asked) }).collection({ dates: { from: '2026-11-20', to: '2026-11-22' }, paymentMethod: 'card' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.revenue.map((point) => [point.date, point.amount])).toEqual([
      ['2026-11-20', zeroOf('PKR')],
      ['2026-11-21', money('100.00', 'PKR')],
      ['2026-11-22', zeroOf('PKR')],
    ]);
    expect(outcome.value.transactionsOverTime.map((point) => point.successful)).toEqual([0, 3, 0]);
    expect([formatDecimal(outcome.value.ratePercents.successful), formatDecimal(outcome.value.ratePercents.failed)]).toEqual(['75.00', '25.00']);
    expect(asked).toEqual([{ dates: { from: '2026-11-20', to: '2026-11-22' }, paymentMethod: 'card' }]);
  });

  it('refuses a range whose start is after its end without asking the server', async () => {
    const asked: CollectionFilter[] = [];
    const outcome = await analyticsUseCases({ analytics: port(asked) }).collection({ dates: { from: '2026-11-22', to: '2026-11-20' } });
    expect(outcome).toMatchObject({ ok: false, issues: [{ code: 'date-range.from-after-to', field: 'to' }] });
    expect(asked).toEqual([]);
  });

  it('fills the payout breakdown per day, and names presets in the business zone', async () => {
    const cases = analyticsUseCases({ analytics: port([]) });
    const outcome = await cases.payouts({ dates: { from: '2026-11-21', to: '2026-11-23' } });
    expect(outcome.ok && outcome.value.payouts.map((point) => point.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    // 20:00 UTC on the 23rd is already the 24th in Karachi.
    expect(cases.datesOf('last7days', new Date('2026-11-23T20:00:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });
});
