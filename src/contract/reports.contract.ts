import { z } from 'zod';
import { defineCall } from './call-definition';
import { currencyCodes } from '../domain/money/currencies';
import { defaultCountryCode, isCountryCode } from '../domain/geo/countries';
import { isIsoDate } from '../domain/time/iso-date';
import { transactionStatuses } from '../domain/transactions/transaction-status';
import {
  billingDetailRowSchema,
  billingSummaryRowSchema,
  pageOf,
  settlementDetailSchema,
  settlementReportRowSchema,
  statementRowSchema,
  transactionRowSchema,
} from './report-rows.schema';
import { transactionSearchListSchema } from './transaction-search.schema';

// spec 1 §7: every call here is on the separate reports host (base `reports`).

const businessDate = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');
const pageNumber = z.number().int().min(1).max(1_000_000).default(1);

/** docs/spec/decisions.md §5: report days are business days; `dateTo` is included. */
const dateRange = z
  .object({ dateFrom: businessDate, dateTo: businessDate })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'The end date must not be before the start date', path: ['dateTo'] });

function pageSizeOf(sizes: readonly number[], fallback: number) {
  return z
    .number()
    .int()
    .refine((size) => sizes.includes(size), `Page size must be one of ${sizes.join(', ')}`)
    .default(fallback);
}

/** The transaction report's sortable columns: a whitelist, never a name put into SQL. */
export const transactionSortFields = [
  'transactionId',
  'orderId',
  'msisdn',
  'operator',
  'productName',
  'serviceName',
  'transactionDate',
  'amount',
  'merchantShareValue',
  'waleeShareValue',
  'netAmount',
  'status',
] as const;
export type TransactionSortField = (typeof transactionSortFields)[number];

export const transactionReportRequestSchema = z
  .object({
    dateFrom: businessDate,
    dateTo: businessDate,
    country: z.string().refine(isCountryCode, 'Use an ISO 3166-1 country code such as PK').default(defaultCountryCode),
    currency: z.enum(currencyCodes, { error: 'Use one of USD, PKR, EUR, EGP' }).default('PKR'),
    page: pageNumber,
    limit: z.number().int().min(1).max(100).default(10),
    sortObj: z
      .object({
        field: z.enum(transactionSortFields, { error: 'This column cannot be sorted' }),
        sortBy: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }),
      })
      .optional(),
    searchObj: transactionSearchListSchema.default([]),
  })
  .refine((body) => body.dateFrom <= body.dateTo, { message: 'The end date must not be before the start date', path: ['dateTo'] });
export type TransactionReportRequest = z.input<typeof transactionReportRequestSchema>;

export const transactionReport = defineCall({
  id: 'reports.transactionReport',
  summary: 'Transactions of a date range, country and currency: server paging, sorting and filtering',
  base: 'reports',
  method: 'POST',
  readOnly: 'a report read sent as POST (spec 1 §7)',
  path: '/transaction-report',
  body: transactionReportRequestSchema,
  response: pageOf(transactionRowSchema),
});

export const updateBillingStatus = defineCall({
  id: 'reports.billingStatusUpdate',
  summary: 'Changes a transaction status as a chip click does (Failed/Pending → Success, Success → Failed); platform staff',
  base: 'reports',
  method: 'PUT',
  path: '/billing-status-update',
  body: z.object({ id: z.string().trim().min(1).max(64), status: z.enum(transactionStatuses, { error: 'Use Success, Failed or Pending' }) }),
  response: transactionRowSchema,
});

export const settlementReportSizes = [25, 50, 100, 500] as const;
export const settlementReport = defineCall({
  id: 'reports.settlementReport',
  summary: 'Settlements, newest first',
  base: 'reports',
  method: 'POST',
  readOnly: 'a report read sent as POST (spec 1 §7)',
  path: '/settlement-report',
  body: z.object({ page: pageNumber, limit: pageSizeOf(settlementReportSizes, 25) }),
  response: pageOf(settlementReportRowSchema),
});

export const settlementReportItem = defineCall({
  id: 'reports.settlementReportItem',
  summary: 'One settlement with every field',
  base: 'reports',
  method: 'GET',
  path: '/settlement-report/{id}',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: settlementDetailSchema,
});

export const billingReport = defineCall({
  id: 'reports.billingReport',
  summary: 'Successful transactions of a date range summed per merchant and service',
  base: 'reports',
  method: 'POST',
  readOnly: 'a report read sent as POST (spec 1 §7)',
  path: '/billing-report',
  body: dateRange,
  response: pageOf(billingSummaryRowSchema),
});

export const billingGridSizes = [25, 50, 100] as const;
export const billingReportDetail = defineCall({
  id: 'reports.billingReportDetail',
  summary: 'The successful transactions behind one billing summary row',
  base: 'reports',
  method: 'POST',
  readOnly: 'a report read sent as POST (spec 1 §7)',
  path: '/billing-report/detail',
  body: z
    .object({
      userTypeId: z.string().trim().min(1).max(64),
      serviceName: z.string().trim().min(1).max(200),
      dateFrom: businessDate,
      dateTo: businessDate,
      page: pageNumber,
      limit: pageSizeOf(billingGridSizes, 25),
    })
    .refine((body) => body.dateFrom <= body.dateTo, { message: 'The end date must not be before the start date', path: ['dateTo'] }),
  response: pageOf(billingDetailRowSchema),
});

export const statementsReport = defineCall({
  id: 'reports.statementsReport',
  summary: 'Monthly statement per merchant service: pay-in and payout percent, total and net amount',
  base: 'reports',
  method: 'POST',
  readOnly: 'a report read sent as POST (spec 1 §7)',
  path: '/statements-report',
  body: z.object({ page: pageNumber, limit: z.number().int().min(1).max(100).default(10) }),
  response: pageOf(statementRowSchema),
});
