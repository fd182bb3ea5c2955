import type { CollectionSummaryData, PayoutAnalyticsItem } from '../../../src/contract/analytics.contract';
import { countOf, wireAmount } from '../http/wire-values';
import type { CollectionGroup, DepositTotals, PayoutAccountTotals, PayoutGroup } from './analytics.repository';

const zero = '0.00';

/** spec 3 §3 Collection analytics response, from the groups of AnalyticsRepository.collection. */
export function collectionDataOf(groups: readonly CollectionGroup[]): CollectionSummaryData {
  const totals = groups.filter((g) => g.grouping === 'total');
  const success = totals.find((g) => g.status === 'Success');
  const countWith = (rows: readonly CollectionGroup[], status: CollectionGroup['status']) => countOf(rows.find((g) => g.status === status)?.count ?? 0);

  const days = groups.filter((g) => g.grouping === 'day');
  const dayNames = [...new Set(days.map((g) => g.day ?? ''))];
  const providers = [...new Set(groups.filter((g) => g.grouping === 'provider').map((g) => g.provider ?? ''))];

  return {
    // The summary is of collected money: successful transactions' amount and the platform's (PGW)
    // share of it; the number counts every transaction of the range, whatever its status.
    summary: [
      {
        waleeShare: wireAmount(success?.walee_share ?? zero),
        totalAmount: wireAmount(success?.amount ?? zero),
        totalNumberOfTransactions: totals.reduce((sum, g) => sum + countOf(g.count), 0),
      },
    ],
    revenueOverTime: days
      .filter((g) => g.status === 'Success')
      .map((g) => ({ date: g.day ?? '', amount: wireAmount(g.amount), serviceCharges: wireAmount(g.service_charges) })),
    transactionRate: { successful: countWith(totals, 'Success'), failed: countWith(totals, 'Failed') },
    transactionOverTime: dayNames.map((day) => {
      const ofDay = days.filter((g) => g.day === day);
      return { date: day, successful: countWith(ofDay, 'Success'), failed: countWith(ofDay, 'Failed'), pending: countWith(ofDay, 'Pending') };
    }),
    transactionByPaymentMethod: providers.map((provider) => {
      const ofProvider = groups.filter((g) => g.grouping === 'provider' && g.provider === provider);
      return { operator: provider, Successful: countWith(ofProvider, 'Success'), Failed: countWith(ofProvider, 'Failed') };
    }),
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
