import type {
  BusinessDates,
  DashboardCards,
  DashboardPort,
  RevenueShareFigures,
  ServiceShare,
  TodayBillingFilter,
} from '../../application/dashboard/dashboard.port';
import { decimalOf, divideDecimal } from '../../domain/money/decimal';
import { addMoney, fromMinor, subtractMoney, zeroOf } from '../../domain/money/money';
import { shiftBusinessDate } from '../../domain/time/business-day';
import type { StatusCount } from '../../domain/transactions/billing-status-share';
import type { RawFailureCount } from '../../domain/transactions/failure-summary';

/** Demo services with a price in paisa; figures per day are a fixed function of the date. */
const demoServices = [
  { service: 'multiverse-easypaisa', priceMinor: 45_000n },
  { service: 'multiverse-jazzcash', priceMinor: 32_500n },
  { service: 'techlets-easypaisa', priceMinor: 120_000n },
  { service: 'hashir-credit-card', priceMinor: 250_000n },
];

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

function countOn(isoDate: string, serviceIndex: number): number {
  return ((dayNumber(isoDate) * 7 + serviceIndex * 13) % 20) + 3;
}

/** Each demo service with its transaction count over the dates. */
function countsBetween(dates: BusinessDates): { row: (typeof demoServices)[number]; count: number }[] {
  return demoServices.map((row, index) => {
    let count = 0;
    for (let day = dates.from; day <= dates.to; day = shiftBusinessDate(day, 1)) count += countOn(day, index);
    return { row, count };
  });
}

const demoStatus: StatusCount[] = [
  { status: 'Success', count: 34 },
  { status: 'Failed', count: 5 },
  { status: 'Pending', count: 1 },
];

const demoFailures: RawFailureCount[] = [
  { message: 'Insufficient balance', count: 2 },
  { message: 'Insufficient funds in customer account', count: 1 },
  { message: 'Transaction cancelled by user', count: 1 },
  { message: 'Request timed out at operator end', count: 1 },
];

/** The whole DashboardPort in memory; a test replaces any method through `overrides`. */
export class InMemoryDashboardAdapter implements DashboardPort {
  private inquireEnabled = false;

  constructor(private readonly overrides: Partial<DashboardPort> = {}) {}

  async cards(): Promise<DashboardCards> {
    if (this.overrides.cards) return this.overrides.cards();
    return { carriers: 2, merchants: 3, users: 4, roles: 2, services: 8, oneTimePurchases: 17_012 };
  }

  async serviceShare(dates: BusinessDates): Promise<ServiceShare[]> {
    if (this.overrides.serviceShare) return this.overrides.serviceShare(dates);
    const counts = countsBetween(dates);
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    return counts
      .map(({ row, count }) => ({
        service: row.service,
        transactions: count,
        sharePercent: divideDecimal(decimalOf(BigInt(count) * 100n, 0), decimalOf(BigInt(Math.max(total, 1)), 0), 2),
      }))
      .sort((a, b) => b.transactions - a.transactions);
  }

  async revenueShare(dates: BusinessDates): Promise<RevenueShareFigures> {
    if (this.overrides.revenueShare) return this.overrides.revenueShare(dates);
    const counts = countsBetween(dates);
    const services = counts.map(({ row, count }) => ({ service: row.service, transactions: count, amount: fromMinor(row.priceMinor * BigInt(count), 'PKR') }));
    const gross = services.reduce((sum, row) => addMoney(sum, row.amount), zeroOf('PKR'));
    // One payment in twenty is given back, whole (docs/decisions/0041-refunds-in-the-money-figures.md).
    const refunded = counts.reduce((sum, { row, count }) => addMoney(sum, fromMinor(row.priceMinor * BigInt(Math.floor(count / 20)), 'PKR')), zeroOf('PKR'));
    return { services, totals: [{ gross, refunded, net: subtractMoney(gross, refunded) }] };
  }

  async todayStatusCounts(filter: TodayBillingFilter): Promise<StatusCount[]> {
    if (this.overrides.todayStatusCounts) return this.overrides.todayStatusCounts(filter);
    // A filter narrows the day: a provider keeps about half of it.
    const divisor = filter.provider === undefined ? 1 : 2;
    return demoStatus.map((row) => ({ ...row, count: Math.floor(row.count / divisor) }));
  }

  async todayFailureCounts(filter: TodayBillingFilter): Promise<RawFailureCount[]> {
    if (this.overrides.todayFailureCounts) return this.overrides.todayFailureCounts(filter);
    return demoFailures.map((row) => ({ ...row }));
  }

  async inquireForMerchants(): Promise<boolean> {
    if (this.overrides.inquireForMerchants) return this.overrides.inquireForMerchants();
    return this.inquireEnabled;
  }

  async setInquireForMerchants(enable: boolean): Promise<boolean> {
    if (this.overrides.setInquireForMerchants) return this.overrides.setInquireForMerchants(enable);
    this.inquireEnabled = enable;
    return enable;
  }
}
