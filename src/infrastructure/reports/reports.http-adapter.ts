import { inject, injectable } from 'inversify';
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
import {
  billingReport,
  billingReportDetail,
  settlementReport,
  statementsReport,
  transactionReport,
  updateBillingStatus,
} from '../../contract/reports.contract';
import type { TransactionStatus } from '../../domain/transactions/transaction-status';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { billingDetailOf, billingSummaryOf, settlementRecordOf, statementOf, transactionRecordOf } from './reports.wire-mapping';
import { wireSortOf, wireTransactionFilterOf } from '../http/transaction-filter.wire-mapping';

/** The reports host (spec 1 §7). */
@injectable()
export class HttpReportsAdapter implements ReportsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async transactionReport(query: TransactionReportQuery): Promise<ReportPage<TransactionRecord>> {
    const body = {
      ...wireTransactionFilterOf(query),
      page: query.page,
      limit: query.pageSize,
      ...(query.sort ? { sortObj: wireSortOf(query.sort) } : {}),
    };
    const answer = await this.callApi(transactionReport, { body });
    return { rows: answer.subs.map(transactionRecordOf), total: answer.count };
  }

  async changeTransactionStatus(id: string, status: TransactionStatus): Promise<TransactionRecord> {
    return transactionRecordOf(await this.callApi(updateBillingStatus, { body: { id, status } }));
  }

  async settlementReport(page: number, pageSize: number): Promise<ReportPage<SettlementReportRecord>> {
    const answer = await this.callApi(settlementReport, { body: { page, limit: pageSize } });
    return { rows: answer.subs.map(settlementRecordOf), total: answer.count };
  }

  async billingReport(from: string, to: string): Promise<BillingSummary[]> {
    const answer = await this.callApi(billingReport, { body: { dateFrom: from, dateTo: to } });
    return answer.subs.map(billingSummaryOf);
  }

  async billingDetail(query: BillingDetailQuery): Promise<ReportPage<BillingDetailRecord>> {
    const body = {
      userTypeId: query.merchantId,
      serviceName: query.serviceName,
      dateFrom: query.from,
      dateTo: query.to,
      page: query.page,
      limit: query.pageSize,
    };
    const answer = await this.callApi(billingReportDetail, { body });
    return { rows: answer.subs.map(billingDetailOf), total: answer.count };
  }

  async statements(page: number, pageSize: number): Promise<ReportPage<StatementRecord>> {
    const answer = await this.callApi(statementsReport, { body: { page, limit: pageSize } });
    return { rows: answer.subs.map(statementOf), total: answer.count };
  }
}
