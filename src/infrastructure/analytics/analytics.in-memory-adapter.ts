import type { AnalyticsPort, CollectionFilter, CollectionOverview, PayoutFilter, PayoutOverview } from '../../application/analytics/analytics.port';
import { datesBetween } from '../../domain/analytics/analytics-range';
import { addMoney, fromMinor, subtractMoney, zeroOf } from '../../domain/money/money';

const methods = ['easypaisa', 'jazzcash', 'card'] as const;

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** Demo figures: a fixed function of the date, the method and the merchant, so a filter visibly narrows them. */
function countOn(date: string, method: number, merchantId?: string): number {
  const merchant = merchantId === undefined ? 3 : 1 + (merchantId.length % 2);
  return (((dayNumber(date) * 7 + method * 13) % 20) + 3) * merchant;
}

/** The whole AnalyticsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryAnalyticsAdapter implements AnalyticsPort {
  constructor(private readonly overrides: Partial<AnalyticsPort> = {}) {}

  async collection(filter: CollectionFilter): Promise<CollectionOverview> {
    if (this.overrides.collection) return this.overrides.collection(filter);
    const picked = methods
      .map((method, index) => ({ method, index }))
      .filter(({ method }) => filter.paymentMethod === undefined || filter.paymentMethod === method);
    const days = datesBetween(filter.dates).map((date) => {
      const counts = picked.map(({ index }) => countOn(date, index, filter.merchantId));
      const all = counts.reduce((sum, count) => sum + count, 0);
      const failed = Math.floor(all / 8);
      const pending = Math.floor(all / 40);
      return { date, successful: all - failed - pending, failed, pending };
    });
    const revenue = days.map((day) => ({
      date: day.date,
      amount: fromMinor(BigInt(day.successful) * 45_000n, 'PKR'),
      serviceCharges: fromMinor(BigInt(day.successful) * 1_800n, 'PKR'),
    }));
    const total = revenue.reduce((sum, day) => addMoney(sum, day.amount), zeroOf('PKR'));
    const charges = revenue.reduce((sum, day) => addMoney(sum, day.serviceCharges), zeroOf('PKR'));
    const successful = days.reduce((sum, day) => sum + day.successful, 0);
    const failed = days.reduce((sum, day) => sum + day.failed, 0);
    // One payment in twenty is given back (docs/decisions/0041-refunds-in-the-money-figures.md).
    const refunded = fromMinor(BigInt(Math.floor(successful / 20)) * 45_000n, 'PKR');
    return {
      platformShare: charges,
      totalAmount: total,
      transactions: days.reduce((sum, day) => sum + day.successful + day.failed + day.pending, 0),
      revenue,
      rate: { successful, failed },
      transactionsOverTime: days,
      byPaymentMethod: picked.map(({ method, index }) => {
        const count = datesBetween(filter.dates).reduce((sum, date) => sum + countOn(date, index, filter.merchantId), 0);
        return { method, successful: count - Math.floor(count / 8), failed: Math.floor(count / 8) };
      }),
      refunds: { gross: total, refunded, net: subtractMoney(total, refunded) },
    };
  }

  async payouts(filter: PayoutFilter): Promise<PayoutOverview> {
    if (this.overrides.payouts) return this.overrides.payouts(filter);
    const days = datesBetween(filter.dates);
    const scale = BigInt(filter.merchantId === undefined ? 3 : 1);
    return {
      depositedAmount: fromMinor(1_250_000_00n * scale, 'PKR'),
      billedAmount: fromMinor(1_206_250_00n * scale, 'PKR'),
      availableBalance: fromMinor(845_300_50n * scale, 'PKR'),
      accountTransactions: 12 * Number(scale),
      accountTransactionsAmount: fromMinor(3_120_000_00n * scale, 'PKR'),
      payouts: days.map((date) => ({
        date,
        wallet: filter.vendor === 'Jazzcash' ? zeroOf('PKR') : fromMinor(BigInt(countOn(date, 0)) * 2_500_00n * scale, 'PKR'),
        bank: fromMinor(BigInt(countOn(date, 1)) * 1_000_00n * scale, 'PKR'),
      })),
      banks: [
        { bankName: 'Easypaisa', count: 41 * Number(scale) },
        { bankName: 'Jazzcash', count: 27 * Number(scale) },
      ].filter((bank) => filter.vendor === undefined || bank.bankName === filter.vendor),
      successful: 52 * Number(scale),
      pending: 9 * Number(scale),
      rejected: 7 * Number(scale),
    };
  }
}
