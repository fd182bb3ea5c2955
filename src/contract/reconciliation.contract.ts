import { z } from 'zod';
import { defineCall } from './call-definition';
import {
  lineStates,
  reconciliationClasses,
  reconciliationDefaultPageSize,
  reconciliationLimits,
  reconciliationPageSizes,
  reconciliationProviders,
} from '../domain/reconciliation/reconciliation';
import { statementKinds } from '../domain/reconciliation/statement-file';
import { isIsoDate } from '../domain/time/iso-date';

// docs/decisions/0035-reconciliation.md: a provider's statement of one business day against our books.
// Platform staff only: Reconciliation.viewAll reads, Reconciliation.resolve runs, uploads, refunds
// and resolves (docs/spec/decisions.md §8: a view right never changes anything).

const businessDate = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');

export const reconciliationDaySchema = z.object({
  provider: z.enum(reconciliationProviders),
  day: businessDate,
});
export type ReconciliationDay = z.input<typeof reconciliationDaySchema>;

export const reconciliationLineFilterSchema = reconciliationDaySchema.extend({
  class: z.enum(reconciliationClasses).optional(),
  status: z.enum(lineStates).optional(),
  reference: z.string().trim().max(64, 'A reference is at most 64 characters').optional(),
});
export type ReconciliationLineFilter = z.input<typeof reconciliationLineFilterSchema>;

export const reconciliationLinesQuerySchema = reconciliationLineFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (reconciliationPageSizes as readonly number[]).includes(value), 'Rows per page is 10, 25, 50 or 100')
    .default(reconciliationDefaultPageSize),
});

export const reconciliationRunSchema = z.object({
  _id: z.string(),
  provider: z.enum(reconciliationProviders),
  day: z.string(),
  source: z.enum(['provider', 'upload']),
  fileName: z.string().nullable(),
  statementLines: z.number().int().nonnegative(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const reconciliationClassTotalSchema = z.object({
  class: z.enum(reconciliationClasses),
  count: z.number().int().nonnegative(),
  /** The statement's amounts of the class (ours for ours_only). */
  amount: z.number(),
  open: z.number().int().nonnegative(),
});

export const reconciliationSummarySchema = z.object({
  run: reconciliationRunSchema.nullable(),
  classes: z.array(reconciliationClassTotalSchema),
  pendingApprovals: z.number().int().nonnegative(),
});
export type ReconciliationSummaryDto = z.infer<typeof reconciliationSummarySchema>;

export const reconciliationLineSchema = z.object({
  _id: z.string(),
  lineNo: z.number().int().nullable(),
  kind: z.enum(statementKinds),
  class: z.enum(reconciliationClasses),
  state: z.enum(lineStates),
  providerReference: z.string(),
  merchantReference: z.string().nullable(),
  statementAt: z.string().nullable(),
  statementAmount: z.number().nullable(),
  currency: z.string().nullable(),
  statementStatus: z.string().nullable(),
  ourId: z.string().nullable(),
  ourAmount: z.number().nullable(),
  ourStatus: z.string().nullable(),
  note: z.string().nullable(),
  refundRequestedBy: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ReconciliationLineDto = z.infer<typeof reconciliationLineSchema>;

export const getReconciliationSummary = defineCall({
  id: 'reconciliation.summary',
  summary: 'The reconciliation of a provider’s business day: its run, and the count and amount of each class (Reconciliation.viewAll)',
  base: 'api',
  method: 'GET',
  path: '/reconciliation/summary',
  query: reconciliationDaySchema,
  response: reconciliationSummarySchema,
});

export const pageReconciliationLines = defineCall({
  id: 'reconciliation.lines',
  summary: 'The lines of a provider’s business day, in statement order then ours, filtered by class, state and reference (Reconciliation.viewAll)',
  base: 'api',
  method: 'GET',
  path: '/reconciliation/lines',
  query: reconciliationLinesQuerySchema,
  response: z.object({ lines: z.array(reconciliationLineSchema), totalCount: z.number().int().nonnegative() }),
});

export const exportReconciliationLines = defineCall({
  id: 'reconciliation.export',
  summary: 'The filtered lines of a provider’s business day as CSV (Reconciliation.viewAll)',
  base: 'api',
  method: 'GET',
  path: '/reconciliation/lines/export',
  query: reconciliationLineFilterSchema,
  download: { contentType: 'text/csv; charset=utf-8' },
  response: z.custom<Blob>(
    (value) => typeof value === 'object' && value !== null && typeof (value as Blob).slice === 'function' && typeof (value as Blob).size === 'number',
    'Expected a file',
  ),
});

export const runReconciliation = defineCall({
  id: 'reconciliation.run',
  summary: 'Fetches the provider’s statement of the day and reconciles it now; resolved lines keep their resolution (Reconciliation.resolve)',
  base: 'api',
  method: 'POST',
  path: '/reconciliation/runs',
  body: reconciliationDaySchema,
  response: reconciliationSummarySchema,
});

export const uploadReconciliationStatement = defineCall({
  id: 'reconciliation.upload',
  summary:
    'Reconciles the day against a statement file the provider sent (CSV, multipart field file); a bad line answers 400 naming its line and column (Reconciliation.resolve)',
  base: 'api',
  method: 'POST',
  path: '/reconciliation/runs/upload',
  query: reconciliationDaySchema,
  upload: { field: 'file', maxBytes: reconciliationLimits.statementMaxBytes },
  response: reconciliationSummarySchema,
});

/** A line's id; one that names no line (not a line number) is a 404, as an unknown one is. */
const lineParams = z.object({ id: z.string().min(1, 'Unknown line').max(40, 'Unknown line') });

export const refundOrphanCharge = defineCall({
  id: 'reconciliation.refundOrphan',
  summary:
    'Gives back a charge the provider took and we never recorded, through the provider; above the four-eyes limit a second staff member approves it. Asking again answers the first result (Reconciliation.resolve)',
  base: 'api',
  method: 'POST',
  path: '/reconciliation/lines/{id}/refund',
  params: lineParams,
  body: z.object({
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the charge is given back')
      .max(reconciliationLimits.noteMax, `At most ${reconciliationLimits.noteMax} characters`),
  }),
  response: z.object({ outcome: z.enum(['refunded', 'awaiting-approval', 'refused']), message: z.string(), line: reconciliationLineSchema }),
});

export const resolveReconciliationLine = defineCall({
  id: 'reconciliation.resolve',
  summary: 'Resolves a line that is not matched with a note, once; the same note again answers the line (Reconciliation.resolve)',
  base: 'api',
  method: 'POST',
  path: '/reconciliation/lines/{id}/resolve',
  params: lineParams,
  body: z.object({
    note: z.string().trim().min(1, 'Write what was done').max(reconciliationLimits.noteMax, `At most ${reconciliationLimits.noteMax} characters`),
  }),
  response: z.object({ line: reconciliationLineSchema }),
});
