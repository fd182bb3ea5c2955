import { dailySeries, type AnalyticsDates } from '../../domain/analytics/analytics-range';
import { transactionRatePercents, type TransactionRatePercents } from '../../domain/analytics/transaction-rate';
import { zeroOf } from '../../domain/money/money';
import type { Outcome } from '../../domain/shared/rule-issue';
import { defaultBusinessZone } from '../../domain/time/business-day';
import { customRange, presetRange, type DateRangeIssue, type FixedDatePreset } from '../../domain/time/date-presets';
import type { AnalyticsPort, CollectionFilter, CollectionOverview, PayoutFilter, PayoutOverview } from './analytics.port';

export interface CollectionView extends CollectionOverview {
  ratePercents: TransactionRatePercents;
}

export interface AnalyticsUseCases {
  /** spec 3 §9: a preset's business dates; the dashboards start at Last 7 days. */
  datesOf(preset: FixedDatePreset, now?: Date): AnalyticsDates;
  /** The Collection Overview with one point per day of the range (days without figures are zero). */
  collection(filter: CollectionFilter): Promise<Outcome<CollectionView, DateRangeIssue>>;
  payouts(filter: PayoutFilter): Promise<Outcome<PayoutOverview, DateRangeIssue>>;
}

export function analyticsUseCases(deps: { analytics: AnalyticsPort; zone?: string }): AnalyticsUseCases {
  const { analytics } = deps;
  const zone = deps.zone ?? defaultBusinessZone;

  function checked(dates: AnalyticsDates): Outcome<AnalyticsDates, DateRangeIssue> {
    const range = customRange(dates.from, dates.to, zone);
    return range.ok ? { ok: true, value: { from: range.value.from, to: range.value.to } } : range;
  }

  return {
    datesOf(preset, now = new Date()) {
      const { from, to } = presetRange(preset, now, zone);
      return { from, to };
    },
    async collection(filter) {
      const dates = checked(filter.dates);
      if (!dates.ok) return dates;
      const overview = await analytics.collection({ ...filter, dates: dates.value });
      const zero = zeroOf(overview.totalAmount.currency);
      return {
        ok: true,
        value: {
          ...overview,
          revenue: dailySeries(dates.value, overview.revenue, (date) => ({ date, amount: zero, serviceCharges: zero })),
          transactionsOverTime: dailySeries(dates.value, overview.transactionsOverTime, (date) => ({ date, successful: 0, failed: 0, pending: 0 })),
          ratePercents: transactionRatePercents(overview.rate),
        },
      };
    },
    async payouts(filter) {
      const dates = checked(filter.dates);
      if (!dates.ok) return dates;
      const overview = await analytics.payouts({ ...filter, dates: dates.value });
      const zero = zeroOf(overview.availableBalance.currency);
      return { ok: true, value: { ...overview, payouts: dailySeries(dates.value, overview.payouts, (date) => ({ date, wallet: zero, bank: zero })) } };
    },
  };
}
