import type { RevenueShare } from '../../application/dashboard/dashboard.port';
import type { SalesRowDto, SalesTotalsRowDto } from '../../contract/dashboard.contract';
import type { RefundTotals } from '../../domain/money/refund-totals';
import { moneyOf } from '../http/wire-money';

/** spec 1 §7 salesSummary: a service's row of the Revenue Share. */
export const revenueShareOf = (row: SalesRowDto): RevenueShare => ({
  service: row.service,
  transactions: row.count,
  amount: moneyOf(row.amount, row.currency),
});

/** docs/decisions/0041-refunds-in-the-money-figures.md: salesTotals, one currency's gross, refunds and net. */
export const revenueTotalsOf = (row: SalesTotalsRowDto): RefundTotals => ({
  gross: moneyOf(row.grossAmount, row.currency),
  refunded: moneyOf(row.refundedAmount, row.currency),
  net: moneyOf(row.netAmount, row.currency),
});
