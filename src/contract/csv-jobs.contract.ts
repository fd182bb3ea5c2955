import { z } from 'zod';
import { defineCall } from './call-definition';
import { idParamsSchema } from './auth.contract';
import { csvJobStatuses } from '../domain/csv/csv-job-status';
import { isIsoDate } from '../domain/time/iso-date';
import { transactionSearchListSchema } from './transaction-search.schema';

const businessDateSchema = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');

/**
 * spec 1 §2 Transaction report filter, shared by the report and its Export button: business dates
 * (inclusive, in the business time zone), country as its ISO code (PK) or name, currency, and
 * the column searches. Absent dates mean no bound.
 */
export const transactionReportFilterSchema = z
  .object({
    dateFrom: businessDateSchema.optional(),
    dateTo: businessDateSchema.optional(),
    country: z.string().trim().min(1).max(60).optional(),
    currency: z.string().trim().min(1).max(3).optional(),
    searchObj: transactionSearchListSchema.optional(),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  });
export type TransactionReportFilter = z.infer<typeof transactionReportFilterSchema>;

/** spec 1 §3 CSV job; `query` is JSON text whose transactionDate carries $gte and $lte bounds. */
export const csvJobRowSchema = z.object({
  _id: z.string(),
  query: z.string(),
  module: z.string(),
  createdAt: z.string(),
  status: z.enum(csvJobStatuses),
  records: z.object({ completedRecords: z.number().int(), totalRecords: z.number().int() }),
});
export type CsvJobRow = z.infer<typeof csvJobRowSchema>;

export const csvJobSortFields = ['createdAt', 'module', 'status'] as const;

export const csvJobListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(csvJobSortFields).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  module: z.string().trim().min(1).max(60).optional(),
  status: z.enum(csvJobStatuses).optional(),
});
export type CsvJobListQuery = z.input<typeof csvJobListQuerySchema>;

/** spec 1 §7: GET /csv-jobs/ answers the rows in data.data and their count in data.count. */
export const listCsvJobs = defineCall({
  id: 'csvJobs.list',
  summary: 'CSV export jobs of the caller (platform staff: all), paged, sorted and filtered',
  base: 'api',
  method: 'GET',
  path: '/csv-jobs/',
  query: csvJobListQuerySchema,
  response: z.object({ data: z.object({ data: z.array(csvJobRowSchema), count: z.number().int() }) }),
});

/** spec 1 §7: POST /csv-jobs/transactions/ with the current report filter; a worker makes the file. */
export const createTransactionsCsvJob = defineCall({
  id: 'csvJobs.createTransactions',
  summary: 'Starts a CSV export of the transaction report for a filter (a merchant: own rows only)',
  base: 'api',
  method: 'POST',
  path: '/csv-jobs/transactions/',
  body: transactionReportFilterSchema,
  response: z.object({ is_success: z.literal(true), data: z.object({ _id: z.string() }) }),
});

/** spec 1 §7: answers a short-lived signed link to the file of a completed job. */
export const getCsvJobDownload = defineCall({
  id: 'csvJobs.download',
  summary: 'A signed link (valid 5 minutes) to the CSV file of a completed job',
  base: 'api',
  method: 'GET',
  path: '/v1/csv-jobs/{id}/download/',
  params: idParamsSchema,
  response: z.object({ data: z.object({ data: z.object({ url: z.string() }) }) }),
});

export const csvJobFileQuerySchema = z.object({
  expires: z.coerce.number().int().min(0),
  signature: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid signature'),
});

/**
 * The file a download link points at: the link's signature is the credential (a browser tab
 * sends no x-auth-token). Answers text/csv as an attachment named CSV_{id}.csv.
 */
export const downloadCsvJobFile = defineCall({
  id: 'csvJobs.file',
  summary: 'The CSV file of a job, through a signed link from csvJobs.download (text/csv attachment)',
  base: 'api',
  method: 'GET',
  path: '/v1/csv-jobs/{id}/file',
  params: idParamsSchema,
  query: csvJobFileQuerySchema,
  response: z.string(),
  public: true,
});
