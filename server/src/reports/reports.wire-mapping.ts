import type { z } from 'zod';
import type {
  BillingDetailRowDto,
  BillingSummaryRowDto,
  SettlementReportRowDto,
  settlementDetailSchema,
  StatementRowDto,
  TransactionRowDto,
} from '../../../src/contract/report-rows.schema';
import { subtractDecimal } from '../../../src/domain/money/decimal';
import { columnDecimal, countOf, wireAmount, wireDecimal, wireInstant, wireRate } from '../http/wire-values';
import { noRefunds, type RefundTotals } from './billing-refunds';
import type { TransactionRowRecord } from '../shared/transaction-columns';
import type { BillingDetailRecord, BillingRange, BillingSummaryRecord } from './billing-report.repository';
import type { SettlementReportRecord } from './settlement-report.repository';
import type { StatementRecord } from './statements-report.repository';

type SettlementDetailDto = z.input<typeof settlementDetailSchema>;

/** The reports' rows on the wire (spec 1 §3 names); repositories answer plain rows. */
export function settlementReportRowOf(row: SettlementReportRecord): SettlementReportRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    transactionDate: wireInstant(row.transaction_date),
    channel: row.channel,
    settledCurrency: row.settled_currency,
    grossSettledAmount: wireAmount(row.gross_settled_amount),
    netSettledAmount: wireAmount(row.net_settled_amount),
    totalRevenue: wireAmount(row.total_revenue),
    localCurrency: row.local_currency,
    country: row.country,
    merchantName: row.merchant_name,
    userTypeId: row.merchant_id,
  };
}

export function settlementDetailOf(row: SettlementReportRecord): SettlementDetailDto {
  return {
    ...settlementReportRowOf(row),
    exchangeRate: wireRate(row.exchange_rate),
    remittanceCharges: wireAmount(row.remittance_charges),
    remittanceChargesPercentage: wireRate(row.remittance_charges_percentage),
    waleeShare: wireAmount(row.walee_share),
    waleeSharePercentage: wireRate(row.walee_share_percentage),
    merchantShare: wireAmount(row.merchant_share),
    merchantSharePercentage: wireRate(row.merchant_share_percentage),
    subTotal: wireAmount(row.sub_total),
    netTransferAmount: wireAmount(row.net_transfer_amount),
    dateFrom: row.date_from,
    dateTo: row.date_to,
    status: row.status,
  };
}

/** docs/decisions/0012-reports.md: the settlement amount is what the merchant is owed, its share. */
export function billingSummaryRowOf(row: BillingSummaryRecord, range: BillingRange, refunds: RefundTotals = noRefunds): BillingSummaryRowDto {
  return {
    userTypeId: row.merchant_id,
    merchantName: row.merchant_name,
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    serviceName: row.service_name,
    country: row.country,
    currency: row.currency,
    totalNumberOfTransactions: countOf(row.count),
    totalAmount: wireAmount(row.amount),
    waleeShareValue: wireAmount(row.walee_share),
    merchantShareValue: wireAmount(row.merchant_share),
    // docs/decisions/0041-refunds-in-the-money-figures.md: the merchant is owed its share less what its refunds reversed.
    settlementAmount: wireDecimal(subtractDecimal(columnDecimal(row.merchant_share, 2), columnDecimal(refunds.merchantShare, 2))),
    refundedAmount: wireAmount(refunds.amount),
  };
}

export function billingDetailRowOf(row: BillingDetailRecord): BillingDetailRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    transactionDate: wireInstant(row.transaction_date),
    country: row.country,
    msisdn: row.msisdn,
    operator: row.operator,
    currency: row.currency,
    serviceName: row.service_name,
    amount: wireAmount(row.amount),
    waleeShareValue: wireAmount(row.walee_share_value),
    merchantShareValue: wireAmount(row.merchant_share_value),
  };
}

export function statementRowOf(row: StatementRecord, refunds: RefundTotals = noRefunds): StatementRowDto {
  return {
    merchantName: row.merchant_name,
    serviceName: row.service_name,
    payInPercent: wireRate(row.walee_share),
    payOutPercentage: wireRate(row.payout_share),
    // docs/decisions/0041-refunds-in-the-money-figures.md: the merchant's net after the share its refunds reversed.
    netAmount: wireDecimal(subtractDecimal(columnDecimal(row.net, 2), columnDecimal(refunds.merchantShare, 2))),
    refundedAmount: wireAmount(refunds.amount),
    totalAmount: wireAmount(row.total),
    createdAt: row.month,
  };
}

/** A transaction row as the report's wire row (spec 1 §3 names). */
export function transactionRowOf(row: TransactionRowRecord): TransactionRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    orderId: row.order_id,
    msisdn: row.msisdn,
    country: row.country,
    operator: row.operator,
    productName: row.product_name,
    serviceName: row.service_name,
    transactionDate: wireInstant(row.transaction_date),
    amount: wireAmount(row.amount),
    currency: row.currency,
    merchantShareValue: wireAmount(row.merchant_share_value),
    waleeShareValue: wireAmount(row.walee_share_value),
    netAmount: wireAmount(row.net_amount),
    status: row.status,
  };
}
