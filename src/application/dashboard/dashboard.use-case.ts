import { defaultBusinessZone } from '../../domain/time/business-day';
import { customRange, defaultDatePreset, presetRange, type DateRangeIssue } from '../../domain/time/date-presets';
import { billingStatusShare, type BillingStatusShare } from '../../domain/transactions/billing-status-share';
import { summariseFailures, type FailureLabelCount } from '../../domain/transactions/failure-summary';
import type { Outcome } from '../../domain/shared/rule-issue';
import type { BusinessDates, DashboardPort, RevenueShareFigures, ServiceShare, TodayBillingFilter } from './dashboard.port';
import { portMethods } from '../use-cases/port-methods';

export interface TodayBilling {
  status: BillingStatusShare;
  failures: FailureLabelCount[];
}

export interface DashboardUseCases extends Pick<DashboardPort, 'cards' | 'inquireForMerchants' | 'setInquireForMerchants'> {
  /** spec 1 §9: the panels start at Last 7 days, today included. */
  defaultDates(now?: Date): BusinessDates;
  /** A range the person picked; checked before any call (from not after to). */
  serviceShare(dates: BusinessDates): Promise<Outcome<ServiceShare[], DateRangeIssue>>;
  revenueShare(dates: BusinessDates): Promise<Outcome<RevenueShareFigures, DateRangeIssue>>;
  /** spec 1 §2: both billing panels for today, with the percentages and the labelled failures. */
  todayBilling(filter: TodayBillingFilter): Promise<TodayBilling>;
}

export function dashboardUseCases(deps: { dashboard: DashboardPort; zone?: string }): DashboardUseCases {
  const { dashboard } = deps;
  const zone = deps.zone ?? defaultBusinessZone;

  async function withinRange<T>(dates: BusinessDates, load: (dates: BusinessDates) => Promise<T>): Promise<Outcome<T, DateRangeIssue>> {
    const range = customRange(dates.from, dates.to, zone);
    if (!range.ok) return range;
    return { ok: true, value: await load({ from: range.value.from, to: range.value.to }) };
  }

  return {
    ...portMethods(dashboard, ['cards', 'inquireForMerchants', 'setInquireForMerchants']),
    defaultDates(now = new Date()) {
      const range = presetRange(defaultDatePreset === 'custom' ? 'last7days' : defaultDatePreset, now, zone);
      return { from: range.from, to: range.to };
    },
    serviceShare: (dates) => withinRange(dates, (checked) => dashboard.serviceShare(checked)),
    revenueShare: (dates) => withinRange(dates, (checked) => dashboard.revenueShare(checked)),
    async todayBilling(filter) {
      const [statuses, failures] = await Promise.all([dashboard.todayStatusCounts(filter), dashboard.todayFailureCounts(filter)]);
      return { status: billingStatusShare(statuses), failures: summariseFailures(failures) };
    },
  };
}
