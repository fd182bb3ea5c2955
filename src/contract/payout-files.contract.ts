import { z } from 'zod';
import { isIsoDate } from '../domain/time/iso-date';
import { payoutUploadLimits, uploadNoteCodes, uploadRowReasons } from '../domain/payouts/payout-upload';
import type { PayoutRefusalCode } from '../domain/payouts/payout-request';
import { defineCall } from './call-definition';
import { gridPageOf, gridPageQuerySchema } from './grid-page.schema';

// spec 3 §2 Upload dialog and /file-records, §3 Upload summary and File record, §7 File upload,
// Delete file, File parsed. The specification shows no paths: these follow the payout calls' style
// (docs/decisions/0025-payouts.md).

/** The server's name of a pending upload (never the person's file name). */
export const uploadFileNameSchema = z.string().regex(/^[A-Za-z0-9._-]{1,120}$/, 'Unknown file name');

/** One row of the file and what confirming will do with it. */
export const uploadRowSchema = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int().positive(),
  loanId: z.string(),
  outcome: z.enum(['Approved', 'Rejected', 'discarded']),
  reason: z.enum(uploadRowReasons).nullable(),
  /** The English sentence of `note`. */
  detail: z.string().nullable(),
  /** A discarded row's note: its code and the values the sentence names, for the portal's languages. */
  note: z.object({ code: z.enum(uploadNoteCodes), values: z.record(z.string(), z.string()) }).nullable(),
  /** The row's amount as read, when it is one. */
  amount: z.number().nullable(),
});
export type UploadRowDto = z.infer<typeof uploadRowSchema>;

/** spec 3 §3 Upload summary: originalName, fileName, size, total, Approved, Rejected, invalidStatus list, amount. */
export const uploadSummarySchema = z.object({
  originalName: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  Approved: z.number().int().nonnegative(),
  Rejected: z.number().int().nonnegative(),
  /** Rows whose status is neither Approved nor Rejected: left Pending (spec 3 §4). */
  invalidStatus: z.array(z.object({ row: z.number().int(), loanId: z.string(), status: z.string() })),
  /** What the approved rows pay out. */
  amount: z.number(),
  discarded: z.number().int().nonnegative(),
  rows: z.array(uploadRowSchema),
});
export type UploadSummaryDto = z.infer<typeof uploadSummarySchema>;

export const uploadPayoutFile = defineCall({
  id: 'payoutFiles.upload',
  summary: `Reads an xlsx or xls of payout decisions (multipart, field file, at most ${payoutUploadLimits.maxRows} rows) and answers what confirming it would do; nothing changes yet (LoanRequest.uploadRequests)`,
  base: 'api',
  method: 'POST',
  path: '/loan-requests/file-upload',
  upload: { field: 'file', maxBytes: payoutUploadLimits.maxBytes },
  response: z.object({ data: uploadSummarySchema }),
});

/** spec 3 §3 File record. */
export const fileRecordSchema = z.object({
  _id: z.string(),
  originalName: z.string(),
  fileName: z.string(),
  updatedRecords: z.number().int().nonnegative(),
  noOfTransactions: z.number().int().nonnegative(),
  Approved: z.number().int().nonnegative(),
  Rejected: z.number().int().nonnegative(),
  amount: z.number(),
  createdDate: z.string(),
  /** Business dates (YYYY-MM-DD) of the oldest and newest request the file decided. */
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export type FileRecordDto = z.infer<typeof fileRecordSchema>;

/**
 * Why a confirmation skipped an accepted row: the one decision path's refusal codes
 * (docs/decisions/0025-payouts.md), each an i18n key of the portal; null for files confirmed before
 * skipped rows carried a code.
 */
export const skippedRowCodes = [
  'payout.not-found',
  'payout.not-pending',
  'payout.amount-mismatch',
  'payout.four-eyes',
  'payout.no-provider',
  'ledger.insufficient-balance',
  'ledger.zero-amount',
  'ledger.wrong-direction',
  'ledger.currency-mismatch',
] as const satisfies readonly PayoutRefusalCode[];
// A refusal the domain adds fails to compile here until the wire lists it.
const everyRefusalListed: Exclude<PayoutRefusalCode, (typeof skippedRowCodes)[number]> extends never ? true : never = true;
void everyRefusalListed;

/** spec 3 §7 File parsed: originalName, fileName, size, total, invalidStatus count; they must be the summary's. */
export const confirmPayoutFile = defineCall({
  id: 'payoutFiles.confirm',
  summary:
    'Applies a pending upload once: each accepted row is approved or rejected as the single approval does, in one transaction; a row decided since the upload is skipped and reported (LoanRequest.uploadRequests)',
  base: 'api',
  method: 'POST',
  path: '/loan-requests/file-parsed',
  body: z.object({
    originalName: z.string().max(255),
    fileName: uploadFileNameSchema,
    size: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    invalidStatus: z.number().int().nonnegative(),
  }),
  response: z.object({
    data: z.object({
      fileRecord: fileRecordSchema,
      /** True when the file had been confirmed before: nothing was applied again. */
      alreadyConfirmed: z.boolean(),
      skipped: z.array(z.object({ row: z.number().int(), loanId: z.string(), code: z.enum(skippedRowCodes).nullable(), detail: z.string() })),
    }),
  }),
  idempotency: { required: false },
});

export const deletePayoutFile = defineCall({
  id: 'payoutFiles.delete',
  summary: 'Discards a pending upload (spec 3 §7 Delete file); a confirmed file cannot be deleted (LoanRequest.uploadRequests)',
  base: 'api',
  method: 'DELETE',
  path: '/loan-requests/file/{fileName}',
  params: z.object({ fileName: uploadFileNameSchema }),
  response: z.object({ data: z.object({ fileName: z.string(), deleted: z.literal(true) }) }),
});

const businessDate = z.string().refine(isIsoDate, 'Use the date format YYYY-MM-DD');

/** spec 3 §2 /file-records: search text and a date from/to. */
export const fileRecordFilterSchema = z.object({
  query: z.string().trim().max(100, 'Search text is too long').optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
});

export const pageFileRecords = defineCall({
  id: 'fileRecords.page',
  summary: 'Uploaded payout files, newest first, 25/50/100/500 a page (platform staff, LoanRequest.viewAll)',
  base: 'api',
  method: 'GET',
  path: '/file-records/get/page',
  query: gridPageQuerySchema.extend(fileRecordFilterSchema.shape),
  response: gridPageOf(fileRecordSchema),
});

/** More records than this answer 422: narrow the filter. */
export const fileRecordExportLimit = 50_000;

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportFileRecords = defineCall({
  id: 'fileRecords.export',
  summary: `The file records of the filter as an xlsx attachment (at most ${fileRecordExportLimit}; spec 3 §2: platform staff only)`,
  base: 'api',
  method: 'GET',
  path: '/file-records/export',
  query: fileRecordFilterSchema,
  download: { contentType: xlsxContentType },
  // Any Blob (a test's fetch may make another realm's Blob, so no instanceof).
  response: z.custom<Blob>(
    (value) => typeof value === 'object' && value !== null && typeof (value as Blob).slice === 'function' && typeof (value as Blob).size === 'number',
    'Expected a file',
  ),
});
