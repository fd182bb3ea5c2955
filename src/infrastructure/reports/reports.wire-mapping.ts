import type { BillingDetailRowDto, BillingSummaryRowDto, SettlementReportRowDto, StatementRowDto, TransactionRowDto } from '../../contract/report-rows.schema';
import type { BillingDetailRecord, BillingSummary, SettlementReportRecord, StatementRecord, TransactionRecord } from '../../application/reports/reports.port';
import { localCurrency } from '../../domain/money/currencies';
import { moneyOf, percentOf } from '../http/wire-money';

// docs/style.md §3: wire names (msisdn, productName, waleeShareValue) become domain names here, once.

export function transactionRecordOf(row: TransactionRowDto): TransactionRecord {
  return {
    id: row._id,
    transactionId: row.transactionId,
    orderId: row.orderId,
    account: row.msisdn,
    country: row.country,
    operator: row.operator,
    product: row.productName,
    serviceName: row.serviceName,
    transactionDate: row.transactionDate,
    amount: moneyOf(row.amount, row.currency),
    merchantShare: moneyOf(row.merchantShareValue, row.currency),
    platformShare: moneyOf(row.waleeShareValue, row.currency),
    netAmount: moneyOf(row.netAmount, row.currency),
    status: row.status,
    // Ours, optional on the wire: an answer of the specification's API, without it, refunded nothing.
    refunded: moneyOf(row.refundedAmount ?? 0, row.currency),
  };
}

export function settlementRecordOf(row: SettlementReportRowDto): SettlementReportRecord {
  return {
    id: row._id,
    transactionId: row.transactionId,
    transactionDate: row.transactionDate,
    channel: row.channel,
    merchantName: row.merchantName,
    amount: moneyOf(row.grossSettledAmount, row.settledCurrency),
    netSettled: moneyOf(row.netSettledAmount, row.settledCurrency),
  };
}

export function billingSummaryOf(row: BillingSummaryRowDto): BillingSummary {
  return {
    merchantId: row.userTypeId,
    merchantName: row.merchantName,
    serviceName: row.serviceName,
    country: row.country,
    from: row.dateFrom,
    to: row.dateTo,
    transactions: row.totalNumberOfTransactions,
    totalAmount: moneyOf(row.totalAmount, row.currency),
    platformShare: moneyOf(row.waleeShareValue, row.currency),
    merchantShare: moneyOf(row.merchantShareValue, row.currency),
    refunded: moneyOf(row.refundedAmount ?? 0, row.currency),
    settlementAmount: moneyOf(row.settlementAmount, row.currency),
  };
}

export function billingDetailOf(row: BillingDetailRowDto): BillingDetailRecord {
  return {
    id: row._id,
    transactionId: row.transactionId,
    transactionDate: row.transactionDate,
    country: row.country,
    account: row.msisdn,
    operator: row.operator,
    serviceName: row.serviceName,
    amount: moneyOf(row.amount, row.currency),
    platformShare: moneyOf(row.waleeShareValue, row.currency),
    merchantShare: moneyOf(row.merchantShareValue, row.currency),
  };
}

export function statementOf(row: StatementRowDto): StatementRecord {
  return {
    merchantName: row.merchantName,
    serviceName: row.serviceName,
    payInPercent: percentOf(row.payInPercent),
    payOutPercent: percentOf(row.payOutPercentage),
    refunded: moneyOf(row.refundedAmount ?? 0, localCurrency),
    netAmount: moneyOf(row.netAmount, localCurrency),
    totalAmount: moneyOf(row.totalAmount, localCurrency),
    month: row.createdAt,
  };
}
