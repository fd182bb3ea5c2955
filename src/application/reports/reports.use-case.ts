import type { ReportsPort, TransactionRecord } from './reports.port';
import { nextStatusOnClick } from '../../domain/transactions/transaction-status';
import { portMethods } from '../use-cases/port-methods';

export interface ReportsUseCases extends Pick<ReportsPort, 'transactionReport' | 'settlementReport' | 'billingReport' | 'billingDetail' | 'statements'> {
  /**
   * spec 1 §4: a chip click makes Failed or Pending a Success and a Success Failed. Only platform
   * staff see a clickable chip; the server refuses anyone else.
   */
  changeTransactionStatus: (row: TransactionRecord) => Promise<TransactionRecord>;
  /** spec 1 §2: Export starts a CSV job for the report's current filter. */
}

export function reportsUseCases({ reports }: { reports: ReportsPort }): ReportsUseCases {
  return {
    ...portMethods(reports, ['transactionReport', 'settlementReport', 'billingReport', 'billingDetail', 'statements']),
    changeTransactionStatus: (row) => reports.changeTransactionStatus(row.id, nextStatusOnClick(row.status)),
  };
}
