import type { Decimal } from '../../domain/money/decimal';
import type { GridPage } from '../../domain/shared/grid-page';
import type { Money } from '../../domain/money/money';
import type { TransactionFilter, TransactionSortColumn } from '../../domain/transactions/transaction-filter';
import type { TransactionStatus } from '../../domain/transactions/transaction-status';

export interface TransactionReportQuery extends TransactionFilter {
  page: number;
  pageSize: number;
  sort?: { column: TransactionSortColumn; direction: 'asc' | 'desc' };
}

export interface TransactionRecord {
  id: string;
  transactionId: string;
  orderId: string;
  account: string;
  country: string;
  operator: string;
  product: string;
  serviceName: string;
  /** ISO 8601 instant. */
  transactionDate: string;
  amount: Money;
  merchantShare: Money;
  platformShare: Money;
  netAmount: Money;
  status: TransactionStatus;
  /** What completed refunds gave back of this payment; zero when none (docs/decisions/0041-refunds-in-the-money-figures.md). */
  refunded: Money;
}

/** A report's page is a grid's page: its rows and the count over every page. */
export type ReportPage<Row> = GridPage<Row>;

export interface SettlementReportRecord {
  id: string;
  transactionId: string;
  transactionDate: string;
  channel: string;
  merchantName: string;
  /** The gross settled amount, in the settled currency. */
  amount: Money;
  netSettled: Money;
}

export interface BillingSummary {
  merchantId: string;
  merchantName: string;
  serviceName: string;
  country: string;
  from: string;
  to: string;
  transactions: number;
  totalAmount: Money;
  platformShare: Money;
  merchantShare: Money;
  /** The refunds of the service dated in the range (docs/decisions/0041-refunds-in-the-money-figures.md). */
  refunded: Money;
  /** What the merchant is owed: its share less the share those refunds reversed. */
  settlementAmount: Money;
}

export interface BillingDetailRecord {
  id: string;
  transactionId: string;
  transactionDate: string;
  country: string;
  account: string;
  operator: string;
  serviceName: string;
  amount: Money;
  platformShare: Money;
  merchantShare: Money;
}

export interface BillingDetailQuery {
  merchantId: string;
  serviceName: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export interface StatementRecord {
  merchantName: string;
  serviceName: string;
  payInPercent: Decimal;
  payOutPercent: Decimal;
  /** The month's refunds of the service (docs/decisions/0041-refunds-in-the-money-figures.md). */
  refunded: Money;
  /** The merchant's net after the share those refunds reversed. */
  netAmount: Money;
  totalAmount: Money;
  /** First day of the statement's month, YYYY-MM-DD. */
  month: string;
}

/** spec 1 §2 and §7: the reports host, in the tasks the report screens perform. */
export interface ReportsPort {
  transactionReport(query: TransactionReportQuery): Promise<ReportPage<TransactionRecord>>;
  /** The billing-status update; answers the row as the server now has it. */
  changeTransactionStatus(id: string, status: TransactionStatus): Promise<TransactionRecord>;
  settlementReport(page: number, pageSize: number): Promise<ReportPage<SettlementReportRecord>>;
  billingReport(from: string, to: string): Promise<BillingSummary[]>;
  billingDetail(query: BillingDetailQuery): Promise<ReportPage<BillingDetailRecord>>;
  statements(page: number, pageSize: number): Promise<ReportPage<StatementRecord>>;
}
