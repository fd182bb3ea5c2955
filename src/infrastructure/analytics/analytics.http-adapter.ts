import { inject, injectable } from 'inversify';
import type { AnalyticsPort, CollectionFilter, CollectionOverview, DailyPayouts, PayoutFilter, PayoutOverview } from '../../application/analytics/analytics.port';
import { getCollectionSummary, getDisbursementSummary, type CollectionRefunds } from '../../contract/analytics.contract';
import { wireRangeOf } from '../../domain/analytics/analytics-range';
import { addMoney, zeroOf } from '../../domain/money/money';
import type { RefundTotals } from '../../domain/money/refund-totals';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { moneyOf } from '../http/wire-money';

const pkr = (amount: number) => moneyOf(amount, 'PKR');

/** docs/decisions/0041-refunds-in-the-money-figures.md: the Collection Overview's gross, refunds and net. */
const refundTotalsOf = (wire: CollectionRefunds): RefundTotals => ({ gross: pkr(wire.grossAmount), refunded: pkr(wire.refundedAmount), net: pkr(wire.netAmount) });

/** The analytics dashboards over the old API's summary calls (spec 3 §7 Analytics); wire names end here. */
@injectable()
export class HttpAnalyticsAdapter implements AnalyticsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async collection(filter: CollectionFilter): Promise<CollectionOverview> {
    const body = {
      ...wireRangeOf(filter.dates),
      ...(filter.paymentMethod === undefined ? {} : { paymentMethod: filter.paymentMethod }),
      ...(filter.merchantId === undefined ? {} : { merchant: filter.merchantId }),
    };
    const { data, refunds } = await this.callApi(getCollectionSummary, { body });
    const summary = data.summary[0] ?? { waleeShare: 0, totalAmount: 0, totalNumberOfTransactions: 0 };
    return {
      pgwShare: pkr(summary.waleeShare),
      totalAmount: pkr(summary.totalAmount),
      transactions: summary.totalNumberOfTransactions,
      revenue: data.revenueOverTime.map((row) => ({ date: row.date, amount: pkr(row.amount), serviceCharges: pkr(row.serviceCharges) })),
      rate: data.transactionRate,
      transactionsOverTime: data.transactionOverTime.map((row) => ({ ...row })),
      byPaymentMethod: data.transactionByPaymentMethod.map((row) => ({ method: row.operator, successful: row.Successful, failed: row.Failed })),
      ...(refunds === undefined ? {} : { refunds: refundTotalsOf(refunds) }),
    };
  }

  async payouts(filter: PayoutFilter): Promise<PayoutOverview> {
    const body = {
      ...wireRangeOf(filter.dates),
      ...(filter.vendor === undefined ? {} : { vendor: filter.vendor }),
      ...(filter.merchantId === undefined ? {} : { merchant: filter.merchantId }),
    };
    const { data } = await this.callApi(getDisbursementSummary, { body });
    const item = data[0];
    const zero = zeroOf('PKR');
    if (item === undefined) {
      return { depositedAmount: zero, billedAmount: zero, availableBalance: zero, accountTransactions: 0, accountTransactionsAmount: zero, payouts: [], banks: [], successful: 0, pending: 0, rejected: 0 };
    }
    const byDay = new Map<string, DailyPayouts>();
    for (const row of item.paymentBreakdown) {
      const day = byDay.get(row.createdDate) ?? { date: row.createdDate, wallet: zero, bank: zero };
      const amount = pkr(row.amount);
      byDay.set(row.createdDate, row.payoutType === 'WALLET' ? { ...day, wallet: addMoney(day.wallet, amount) } : { ...day, bank: addMoney(day.bank, amount) });
    }
    const totals = item.totalsTransactions;
    return {
      depositedAmount: pkr(totals.totalDepositedAmount),
      billedAmount: pkr(totals.totalBilledAmount),
      availableBalance: pkr(totals.loanAccounts.availableBalance),
      accountTransactions: totals.loanAccounts.totalTransactions,
      accountTransactionsAmount: pkr(totals.loanAccounts.totalTransactionsAmount),
      payouts: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
      banks: item.banks.map((row) => ({ bankName: row.bankName, count: row.bankCount })),
      successful: item.successful,
      pending: item.pending,
      rejected: item.rejected,
    };
  }
}
