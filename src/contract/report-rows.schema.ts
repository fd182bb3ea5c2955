import { z } from 'zod';
import { transactionStatuses } from '../domain/transactions/transaction-status';

/** docs/decisions/0004-money.md: amounts travel as JSON numbers with at most two decimals. */
const amount = z.number();

/** spec 1 §3 Transaction, as the transaction report and the billing-status update answer it. */
export const transactionRowSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  orderId: z.string(),
  msisdn: z.string(),
  country: z.string(),
  operator: z.string(),
  productName: z.string(),
  serviceName: z.string(),
  /** ISO 8601 instant (UTC); the portal shows it in the business time zone. */
  transactionDate: z.string(),
  amount,
  currency: z.string(),
  merchantShareValue: amount,
  waleeShareValue: amount,
  netAmount: amount,
  status: z.enum(transactionStatuses),
  /** Ours (docs/decisions/0041-refunds-in-the-money-figures.md): what completed refunds gave back of this payment. */
  refundedAmount: amount.optional(),
});
export type TransactionRowDto = z.infer<typeof transactionRowSchema>;

/** spec 1 §2 Settlement report row: ID, Transaction Date, Channel, Currency, Amount, Net Settled Amount. */
export const settlementReportRowSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  transactionDate: z.string(),
  channel: z.string(),
  settledCurrency: z.string(),
  /** The Amount column: the gross settled amount in the settled currency. */
  grossSettledAmount: amount,
  netSettledAmount: amount,
  totalRevenue: amount,
  localCurrency: z.string(),
  country: z.string(),
  merchantName: z.string(),
  userTypeId: z.string(),
});
export type SettlementReportRowDto = z.infer<typeof settlementReportRowSchema>;

/** spec 1 §3 Settlement, every field. */
export const settlementDetailSchema = settlementReportRowSchema.extend({
  exchangeRate: z.number(),
  remittanceCharges: amount,
  remittanceChargesPercentage: z.number(),
  waleeShare: amount,
  waleeSharePercentage: z.number(),
  merchantShare: amount,
  merchantSharePercentage: z.number(),
  subTotal: amount,
  netTransferAmount: amount,
  dateFrom: z.string(),
  dateTo: z.string(),
  status: z.literal('Paid'),
});

/** spec 1 §3 Billing summary row (plus merchantName, country and currency for the grid). */
export const billingSummaryRowSchema = z.object({
  userTypeId: z.string(),
  merchantName: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  serviceName: z.string(),
  country: z.string(),
  currency: z.string(),
  totalNumberOfTransactions: z.number().int(),
  totalAmount: amount,
  waleeShareValue: amount,
  merchantShareValue: amount,
  settlementAmount: amount,
  /**
   * Ours (docs/decisions/0041-refunds-in-the-money-figures.md): the refunds dated in the range; the
   * settlement amount is the merchant share less the share they reversed.
   */
  refundedAmount: amount.optional(),
});
export type BillingSummaryRowDto = z.infer<typeof billingSummaryRowSchema>;

/** spec 1 §2 Billing detail row: ID, date, country, account, operator, currency, service, amount, shares. */
export const billingDetailRowSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  transactionDate: z.string(),
  country: z.string(),
  msisdn: z.string(),
  operator: z.string(),
  currency: z.string(),
  serviceName: z.string(),
  amount,
  waleeShareValue: amount,
  merchantShareValue: amount,
});
export type BillingDetailRowDto = z.infer<typeof billingDetailRowSchema>;

/** spec 1 §3 Statement row; createdAt is the first day of the statement's month (YYYY-MM-DD). */
export const statementRowSchema = z.object({
  merchantName: z.string(),
  serviceName: z.string(),
  payInPercent: z.number(),
  payOutPercentage: z.number(),
  netAmount: amount,
  totalAmount: amount,
  createdAt: z.string(),
  /** Ours (docs/decisions/0041-refunds-in-the-money-figures.md): the month's refunds; netAmount is after them. */
  refundedAmount: amount.optional(),
});
export type StatementRowDto = z.infer<typeof statementRowSchema>;

/** spec 1 §7: report answers carry `subs` (rows) and `count` (rows matching, all pages). */
export function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ subs: z.array(row), count: z.number().int().nonnegative() });
}
