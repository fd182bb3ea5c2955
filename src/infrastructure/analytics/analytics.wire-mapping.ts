import type { CollectionOverview, DailyPayouts, PayoutOverview } from '../../application/analytics/analytics.port';
import type { CollectionRefunds, CollectionSummaryData, PayoutAnalyticsItem } from '../../contract/analytics.contract';
import { addMoney, zeroOf } from '../../domain/money/money';
import type { RefundTotals } from '../../domain/money/refund-totals';
import { moneyOf } from '../http/wire-money';

// docs/style.md §3: the old API's summary names (spec 3 §3: waleeShare, loanAccounts, Successful)
// become the dashboards' words here, once.

const pkr = (amount: number) => moneyOf(amount, 'PKR');

/** docs/decisions/0041-refunds-in-the-money-figures.md: the Collection Overview's gross, refunds and net. */
const refundTotalsOf = (wire: CollectionRefunds): RefundTotals => ({
  gross: pkr(wire.grossAmount),
  refunded: pkr(wire.refundedAmount),
  net: pkr(wire.netAmount),
});

/** The summary, and its refunds when the server answers them (an older server does not). */
export function collectionOverviewOf(data: CollectionSummaryData, refunds?: CollectionRefunds): CollectionOverview {
  const summary = data.summary[0] ?? { waleeShare: 0, totalAmount: 0, totalNumberOfTransactions: 0 };
  return {
    platformShare: pkr(summary.waleeShare),
    totalAmount: pkr(summary.totalAmount),
    transactions: summary.totalNumberOfTransactions,
    revenue: data.revenueOverTime.map((row) => ({ date: row.date, amount: pkr(row.amount), serviceCharges: pkr(row.serviceCharges) })),
    rate: data.transactionRate,
    transactionsOverTime: data.transactionOverTime.map((row) => ({ ...row })),
    byPaymentMethod: data.transactionByPaymentMethod.map((row) => ({ method: row.operator, successful: row.Successful, failed: row.Failed })),
    ...(refunds === undefined ? {} : { refunds: refundTotalsOf(refunds) }),
  };
}

export function payoutOverviewOf(item: PayoutAnalyticsItem | undefined): PayoutOverview {
  const zero = zeroOf('PKR');
  if (item === undefined) {
    return {
      depositedAmount: zero,
      billedAmount: zero,
      availableBalance: zero,
      accountTransactions: 0,
      accountTransactionsAmount: zero,
      payouts: [],
      banks: [],
      successful: 0,
      pending: 0,
      rejected: 0,
    };
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
