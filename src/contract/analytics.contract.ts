import { z } from 'zod';
import { isAnalyticsWireDate } from '../domain/analytics/wire-date';
import { defineCall } from './call-definition';

// spec 3 §3 (Collection analytics response, Payout analytics), §7 Analytics: the Collection Overview
// and Payout Overview dashboards, with the old API's names. Every figure comes from a daily roll-up
// (docs/decisions/0028-analytics-dashboards.md); amounts are JSON numbers with two decimals.

const count = z.number().int().nonnegative();
const amount = z.number().finite();
const businessDate = z.string();

const wireDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(40, `${field} must be a date (YYYY-MM-DD) or an ISO 8601 instant`)
    .refine(isAnalyticsWireDate, `${field} must be a date (YYYY-MM-DD) or an ISO 8601 instant`);

/** The lowercase provider names of the wire (docs/spec/decisions.md §4); empty means every method. */
export const analyticsPaymentMethods = ['easypaisa', 'jazzcash', 'card'] as const;
/** Payout vendors (spec 3 §9: the bank choices); empty means every vendor. */
export const payoutVendors = ['Easypaisa', 'Jazzcash'] as const;

const merchantField = z.string().max(64, 'merchant must be at most 64 characters').optional();

// The order of the two dates is checked on their business dates by the server (400 naming dateTo).

export const collectionSummaryBodySchema = z.object({
  dateFrom: wireDate('dateFrom'),
  dateTo: wireDate('dateTo'),
  paymentMethod: z.union([z.enum(analyticsPaymentMethods), z.literal('')], { error: 'paymentMethod must be easypaisa, jazzcash or card' }).optional(),
  merchant: merchantField,
});
export type CollectionSummaryBody = z.infer<typeof collectionSummaryBodySchema>;

export const collectionSummaryDataSchema = z.object({
  summary: z.array(z.object({ waleeShare: amount, totalAmount: amount, totalNumberOfTransactions: count })),
  revenueOverTime: z.array(z.object({ date: businessDate, amount, serviceCharges: amount })),
  transactionRate: z.object({ successful: count, failed: count }),
  transactionOverTime: z.array(z.object({ date: businessDate, successful: count, failed: count, pending: count })),
  transactionByPaymentMethod: z.array(z.object({ operator: z.string(), Successful: count, Failed: count })),
});
export type CollectionSummaryData = z.infer<typeof collectionSummaryDataSchema>;

/**
 * Ours (docs/decisions/0041-refunds-in-the-money-figures.md): the collected amount of the range (gross),
 * the refunds dated in it and gross − refunds, beside the old API's data.
 */
export const collectionRefundsSchema = z.object({ grossAmount: amount, refundedAmount: amount, netAmount: amount });
export type CollectionRefunds = z.infer<typeof collectionRefundsSchema>;

export const getCollectionSummary = defineCall({
  id: 'collection.summary',
  summary: 'Collection Overview: totals, revenue, success rate and transactions by day and payment method (business days)',
  base: 'api',
  method: 'POST',
  readOnly: 'the Collection Overview read sent as POST (spec 3 §2 Dashboards)',
  path: '/collection/get-summary',
  body: collectionSummaryBodySchema,
  response: z.object({ data: collectionSummaryDataSchema, refunds: collectionRefundsSchema.optional() }),
});

export const disbursementSummaryBodySchema = z.object({
  dateFrom: wireDate('dateFrom'),
  dateTo: wireDate('dateTo'),
  merchant: merchantField,
  vendor: z.union([z.enum(payoutVendors), z.literal('')], { error: 'vendor must be Easypaisa or Jazzcash' }).optional(),
});
export type DisbursementSummaryBody = z.infer<typeof disbursementSummaryBodySchema>;

export const payoutAnalyticsItemSchema = z.object({
  totalsTransactions: z.object({
    totalDepositedAmount: amount,
    totalBilledAmount: amount,
    loanAccounts: z.object({ availableBalance: amount, totalTransactions: count, totalTransactionsAmount: amount }),
  }),
  paymentBreakdown: z.array(z.object({ payoutType: z.enum(['WALLET', 'BANK']), amount, createdDate: businessDate })),
  banks: z.array(z.object({ bankName: z.string(), bankCount: count })),
  successful: count,
  pending: count,
  rejected: count,
  createdDate: z.string(),
});
export type PayoutAnalyticsItem = z.infer<typeof payoutAnalyticsItemSchema>;

export const getDisbursementSummary = defineCall({
  id: 'disbursement.summary',
  summary: 'Payout Overview: deposits, payout accounts, payouts by type, bank and status (business days)',
  base: 'api',
  method: 'POST',
  readOnly: 'the Payout Overview read sent as POST (spec 3 §2 Dashboards)',
  path: '/disbursement/get-summary',
  body: disbursementSummaryBodySchema,
  response: z.object({ data: z.array(payoutAnalyticsItemSchema) }),
});
