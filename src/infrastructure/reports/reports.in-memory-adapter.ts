import type {
  BillingDetailQuery,
  BillingDetailRecord,
  BillingSummary,
  ReportPage,
  ReportsPort,
  SettlementReportRecord,
  StatementRecord,
  TransactionRecord,
  TransactionReportQuery,
} from '../../application/reports/reports.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { countryNameOf } from '../../domain/geo/countries';
import { compareDecimal, decimal } from '../../domain/money/decimal';
import { shareReversed } from '../../domain/money/kept-share';
import { addMoney, subtractMoney, toDecimal, zeroOf } from '../../domain/money/money';
import { businessDayOf } from '../../domain/time/business-day';
import type { TransactionFilter, TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import { isAllowedStatusChange, type TransactionStatus } from '../../domain/transactions/transaction-status';
import { demoMerchantPercent, demoSettlements, demoTransactions, type DemoTransaction } from './reports.demo-data';

function pageOf<Row>(rows: Row[], page: number, pageSize: number): ReportPage<Row> {
  return { rows: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
}

function compare(a: TransactionRecord, b: TransactionRecord, column: TransactionSortColumn): number {
  const left = a[column];
  const right = b[column];
  // A column is text or money on every row alike, so a mixed pair never occurs.
  if (typeof left === 'string' || typeof right === 'string') return String(left).localeCompare(String(right));
  return compareDecimal(toDecimal(left), toDecimal(right));
}

function publicRow({ merchantId: _m, merchantName: _n, currency: _c, ...row }: DemoTransaction): TransactionRecord {
  return row;
}

/** The whole ReportsPort over demo rows; a test replaces any method through `overrides`. */
export class InMemoryReportsAdapter implements ReportsPort {
  private readonly transactions: DemoTransaction[];
  private readonly settlements: SettlementReportRecord[];

  constructor(
    private readonly overrides: Partial<ReportsPort> = {},
    now: Date = new Date(),
  ) {
    this.transactions = demoTransactions(now);
    this.settlements = demoSettlements(now);
  }

  private matching(filter: TransactionFilter): DemoTransaction[] {
    return this.transactions.filter((row) => {
      const day = businessDayOf(row.transactionDate);
      if (day < filter.from || day > filter.to) return false;
      if (row.country !== countryNameOf(filter.country) || row.currency !== filter.currency) return false;
      return filter.filters.every(({ column, match, value }) => {
        const text = String(row[column]).toLowerCase();
        const wanted = value.trim().toLowerCase();
        return match === 'equals' ? text === wanted : text.includes(wanted);
      });
    });
  }

  async transactionReport(query: TransactionReportQuery): Promise<ReportPage<TransactionRecord>> {
    if (this.overrides.transactionReport) return this.overrides.transactionReport(query);
    const { column, direction } = query.sort ?? { column: 'transactionDate', direction: 'desc' };
    const sorted = this.matching(query).sort((a, b) => (direction === 'asc' ? 1 : -1) * compare(a, b, column));
    return pageOf(sorted.map(publicRow), query.page, query.pageSize);
  }

  async changeTransactionStatus(id: string, status: TransactionStatus): Promise<TransactionRecord> {
    if (this.overrides.changeTransactionStatus) return this.overrides.changeTransactionStatus(id, status);
    const row = this.transactions.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Transaction not found');
    if (!isAllowedStatusChange(row.status, status)) throw new AppError('conflict', 'This status change is not allowed', 'status');
    row.status = status;
    return publicRow(row);
  }

  async settlementReport(page: number, pageSize: number): Promise<ReportPage<SettlementReportRecord>> {
    if (this.overrides.settlementReport) return this.overrides.settlementReport(page, pageSize);
    return pageOf(this.settlements, page, pageSize);
  }

  private successful(from: string, to: string): DemoTransaction[] {
    return this.matching({ from, to, country: 'PK', currency: 'PKR', filters: [] }).filter((row) => row.status === 'Success');
  }

  async billingReport(from: string, to: string): Promise<BillingSummary[]> {
    if (this.overrides.billingReport) return this.overrides.billingReport(from, to);
    const groups = new Map<string, BillingSummary>();
    for (const row of this.successful(from, to)) {
      const key = `${row.merchantId}|${row.serviceName}`;
      const zero = zeroOf('PKR');
      const group = groups.get(key) ?? {
        merchantId: row.merchantId,
        merchantName: row.merchantName,
        serviceName: row.serviceName,
        country: row.country,
        from,
        to,
        transactions: 0,
        totalAmount: zero,
        platformShare: zero,
        merchantShare: zero,
        refunded: zero,
        settlementAmount: zero,
      };
      group.transactions += 1;
      group.totalAmount = addMoney(group.totalAmount, row.amount);
      group.platformShare = addMoney(group.platformShare, row.platformShare);
      group.merchantShare = addMoney(group.merchantShare, row.merchantShare);
      // docs/decisions/0041-refunds-in-the-money-figures.md: the merchant is owed its share less what its refunds reversed.
      group.refunded = addMoney(group.refunded, row.refunded);
      group.settlementAmount = subtractMoney(addMoney(group.settlementAmount, row.merchantShare), shareReversed(row.amount, row.refunded, demoMerchantPercent));
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  async billingDetail(query: BillingDetailQuery): Promise<ReportPage<BillingDetailRecord>> {
    if (this.overrides.billingDetail) return this.overrides.billingDetail(query);
    const rows = this.successful(query.from, query.to)
      .filter((row) => row.merchantId === query.merchantId && row.serviceName === query.serviceName)
      .map(({ id, transactionId, transactionDate, country, account, operator, serviceName, amount, platformShare, merchantShare }) => ({
        id,
        transactionId,
        transactionDate,
        country,
        account,
        operator,
        serviceName,
        amount,
        platformShare,
        merchantShare,
      }));
    return pageOf(rows, query.page, query.pageSize);
  }

  async statements(page: number, pageSize: number): Promise<ReportPage<StatementRecord>> {
    if (this.overrides.statements) return this.overrides.statements(page, pageSize);
    const summaries = await this.billingReport('2000-01-01', '2999-12-31');
    const month = `${businessDayOf(new Date()).slice(0, 7)}-01`;
    const rows = summaries.map((summary) => ({
      merchantName: summary.merchantName,
      serviceName: summary.serviceName,
      payInPercent: decimal('4.0000'),
      payOutPercent: decimal('0.0000'),
      refunded: summary.refunded,
      netAmount: summary.settlementAmount,
      totalAmount: summary.totalAmount,
      month,
    }));
    return pageOf(rows, page, pageSize);
  }
}
