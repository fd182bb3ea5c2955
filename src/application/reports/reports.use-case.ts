import type { ReportsPort, TransactionRecord } from './reports.port';
import { nextStatusOnClick } from '../../domain/transactions/transaction-status';

export interface ReportsUseCases {
  transactionReport: ReportsPort['transactionReport'];
  /**
   * spec 1 §4: a chip click makes Failed or Pending a Success and a Success Failed. Only platform
   * staff see a clickable chip; the server refuses anyone else.
   */
  changeTransactionStatus: (row: TransactionRecord) => Promise<TransactionRecord>;
  /** spec 1 §2: Export starts a CSV job for the report's current filter. */
  settlementReport: ReportsPort['settlementReport'];
  billingReport: ReportsPort['billingReport'];
  billingDetail: ReportsPort['billingDetail'];
  statements: ReportsPort['statements'];
}

export function reportsUseCases({ reports }: { reports: ReportsPort }): ReportsUseCases {
  return {
    transactionReport: (query) => reports.transactionReport(query),
    changeTransactionStatus: (row) => reports.changeTransactionStatus(row.id, nextStatusOnClick(row.status)),
    settlementReport: (page, pageSize) => reports.settlementReport(page, pageSize),
    billingReport: (from, to) => reports.billingReport(from, to),
    billingDetail: (query) => reports.billingDetail(query),
    statements: (page, pageSize) => reports.statements(page, pageSize),
  };
}
