import type { CollectionRefunds, CollectionSummaryData, PayoutAnalyticsItem } from '../../../src/contract/analytics.contract';
import { subtractDecimal } from '../../../src/domain/money/decimal';
import { columnDecimal, countOf, wireAmount, wireDecimal } from '../http/wire-values';
import type { CollectionGroup, DepositTotals, PayoutAccountTotals, PayoutGroup } from './analytics.repository';

const zero = '0.00';

/** docs/decisions/0041-refunds-in-the-money-figures.md: gross (the summary's collected amount), refunds and net. */
export function collectionRefundsOf(data: CollectionSummaryData, refunded: string): CollectionRefunds {
  const gross = columnDecimal(String(data.summary[0]?.totalAmount ?? 0), 2);
  const back = columnDecimal(refunded, 2);
  return { grossAmount: wireDecimal(gross), refundedAmount: wireDecimal(back), netAmount: wireDecimal(subtractDecimal(gross, back)) };
}

/** spec 3 §3 Collection analytics response, from the groups of AnalyticsRepository.collection. */
export function collectionDataOf(groups: readonly CollectionGroup[]): CollectionSummaryData {
  const total = groups.find((g) => g.grouping === 'total');
  const days = groups.filter((g) => g.grouping === 'day');
  const successful = countOf(total?.successful ?? 0);
  const failed = countOf(total?.failed ?? 0);
  return {
    // The summary is of collected money: successful transactions' amount and the platform's (PGW)
    // share of it; the number counts every transaction of the range, whatever its status.
    summary: [
      {
        waleeShare: wireAmount(total?.walee_share ?? zero),
        totalAmount: wireAmount(total?.amount ?? zero),
        totalNumberOfTransactions: successful + failed + countOf(total?.pending ?? 0),
      },
    ],
    // Days with a successful transaction only (money was collected on them).
    revenueOverTime: days
      .filter((g) => countOf(g.successful) > 0)
      .map((g) => ({ date: g.day ?? '', amount: wireAmount(g.amount), serviceCharges: wireAmount(g.service_charges) })),
    transactionRate: { successful, failed },
    transactionOverTime: days.map((g) => ({ date: g.day ?? '', successful: countOf(g.successful), failed: countOf(g.failed), pending: countOf(g.pending) })),
    transactionByPaymentMethod: groups
      .filter((g) => g.grouping === 'provider')
      .map((g) => ({ operator: g.provider ?? '', Successful: countOf(g.successful), Failed: countOf(g.failed) })),
  };
}

export interface PayoutFigures {
  groups: readonly PayoutGroup[];
  deposits: DepositTotals;
  accounts: PayoutAccountTotals;
  /** When the figures were read. */
  at: Date;
}

/** spec 3 §3 Payout analytics; spec 4 statuses successful (Approved), pending and rejected. */
export function payoutItemOf({ groups, deposits, accounts, at }: PayoutFigures): PayoutAnalyticsItem {
  const statusCount = (status: PayoutGroup['status']) => countOf(groups.find((g) => g.grouping === 'status' && g.status === status)?.count ?? 0);
  return {
    totalsTransactions: {
      totalDepositedAmount: wireAmount(deposits.deposited),
      totalBilledAmount: wireAmount(deposits.billed),
      loanAccounts: {
        availableBalance: wireAmount(accounts.available_balance),
        totalTransactions: countOf(accounts.total_transactions),
        totalTransactionsAmount: wireAmount(accounts.total_transactions_amount),
      },
    },
    // What was paid out: approved payouts per business day and payout type.
    paymentBreakdown: groups
      .filter((g) => g.grouping === 'day' && g.status === 'Approved' && g.payout_type !== null)
      .map((g) => ({ payoutType: g.payout_type ?? 'WALLET', amount: wireAmount(g.amount), createdDate: g.day ?? '' })),
    banks: groups
      .filter((g) => g.grouping === 'bank')
      .map((g) => ({ bankName: g.bank_name ?? '', bankCount: countOf(g.count) }))
      .sort((a, b) => b.bankCount - a.bankCount || a.bankName.localeCompare(b.bankName)),
    successful: statusCount('Approved'),
    pending: statusCount('Pending'),
    rejected: statusCount('Rejected'),
    createdDate: at.toISOString(),
  };
}
