import { z } from 'zod';
import { payoutStatuses } from '../domain/payouts/payout-request';
import { addPayoutFormSchema } from '../forms/add-payout.form-schema';
import { defineCall } from './call-definition';

// spec 3 §3 Payout/loan request and §7 Payout requests. The specification shows no paths: these are
// in the old API's style (docs/decisions/0025-payouts.md).

/** spec 3 §3 job: the retry state of the auto payment or of the disbursal. */
export const payoutJobSchema = z.object({ nextTry: z.string().nullable(), nextTryReason: z.string().nullable() });

export const payoutRequestSchema = z.object({
  _id: z.string(),
  loanId: z.string(),
  merchantOrderId: z.string(),
  merchantName: z.string(),
  userTypeId: z.string(),
  bankName: z.string(),
  bankCode: z.string().nullable(),
  certName: z.string(),
  certId: z.string(),
  beneficiaryEmail: z.string().nullable(),
  msisdn: z.string(),
  bankNo: z.string(),
  payoutType: z.string(),
  amount: z.number(),
  status: z.enum(payoutStatuses),
  description: z.string(),
  message: z.string().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  /** The approval (or rejection) date shown for decided requests (spec 3 §2 Payout detail dialog). */
  approvalDate: z.string().nullable(),
  job: payoutJobSchema,
});
export type PayoutRequestDto = z.infer<typeof payoutRequestSchema>;

/** The columns a list may be sorted by (a whitelist: docs/decisions/0025-payouts.md). */
export const payoutRequestSortFields = ['createdDate', 'amount', 'status', 'loanId', 'bankName'] as const;
export type PayoutRequestSortField = (typeof payoutRequestSortFields)[number];

const businessDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** spec 3 §7 Get list: query, status, from, to, sorting, page, limit, sortObj. */
export const payoutRequestFilterShape = {
  query: z.string().trim().max(100, 'Search text is too long').optional(),
  status: z.enum(payoutStatuses, { error: () => 'Status must be Pending, Approved or Rejected' }).optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  /** True when sortObj applies; otherwise newest first. */
  sorting: z.boolean().optional(),
  sortObj: z
    .object({
      field: z.enum(payoutRequestSortFields, { error: () => `Sort by one of ${payoutRequestSortFields.join(', ')}` }),
      sortBy: z.enum(['asc', 'desc'], { error: () => 'sortBy must be asc or desc' }),
    })
    .optional(),
};

export const payoutRequestListBodySchema = z.object({
  ...payoutRequestFilterShape,
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(10),
});
export type PayoutRequestListBody = z.input<typeof payoutRequestListBodySchema>;

export const listPayoutRequests = defineCall({
  id: 'loanRequests.list',
  summary: 'Payout requests, server paged (10 a page by default); a merchant sees its own (LoanRequest.viewAll)',
  base: 'api',
  method: 'POST',
  readOnly: 'a payout requests page sent as POST with its filter (spec 3 §2 Payout Request)',
  path: '/loan-requests/get',
  body: payoutRequestListBodySchema,
  response: z.object({ loanRequests: z.array(payoutRequestSchema), totalCount: z.number().int().nonnegative() }),
});

/** spec 3 §3 Payout row in the export. */
export const payoutRequestExportRowSchema = z.object({
  loanId: z.string(),
  merchantName: z.string(),
  merchantOrderId: z.string(),
  amount: z.number(),
  certName: z.string(),
  payoutType: z.string(),
  bankName: z.string(),
  bankCode: z.string().nullable(),
  bankNo: z.string(),
  msisdn: z.string(),
  status: z.enum(payoutStatuses),
  createdDate: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});
export type PayoutRequestExportRow = z.infer<typeof payoutRequestExportRowSchema>;

/** More rows than this answer 422: narrow the filter (docs/decisions/0025-payouts.md). */
export const payoutRequestExportLimit = 50_000;

export const exportPayoutRequests = defineCall({
  id: 'loanRequests.export',
  summary: `Payout rows for the CSV of the current filter (no paging, at most ${payoutRequestExportLimit}); the portal names the file with the date`,
  base: 'api',
  method: 'POST',
  readOnly: 'the payout export’s rows, a read sent as POST with its filter (spec 3 §7)',
  path: '/loan-requests/export',
  body: z.object({ ...payoutRequestFilterShape, timeZone: z.string().max(64).optional() }),
  response: z.object({ rows: z.array(payoutRequestExportRowSchema), totalCount: z.number().int().nonnegative() }),
});

const idParams = z.object({ id: z.string().min(1).max(64) });

export const getPayoutRequest = defineCall({
  id: 'loanRequests.get',
  summary: 'One payout request with its status and job (another merchant’s answers 404)',
  base: 'api',
  method: 'GET',
  path: '/loan-requests/get/{id}',
  params: idParams,
  response: payoutRequestSchema,
});

export const changePayoutRequestStatus = defineCall({
  id: 'loanRequests.changeStatus',
  summary:
    'Approves (debits the payout account, queues the disbursal) or rejects a Pending request, once (LoanRequest.approveRejectRequests); the amount must be the stored one',
  base: 'api',
  method: 'PUT',
  path: '/loan-requests/change-status',
  body: z.object({
    id: z.string().min(1, 'Provide the request id').max(64),
    status: z.enum(['Approved', 'Rejected'], { error: () => 'Status must be Approved or Rejected' }),
    amount: z.number({ error: () => 'Amount must be a number' }),
    merchant: z.string().max(200).optional(),
  }),
  response: payoutRequestSchema,
  idempotency: { required: false },
});

/** What the provider says of a request (spec 3 §8 Payout refresh: success, failed, anything else). */
export const refreshOutcomes = ['success', 'failed', 'pending', 'unknown'] as const;
const refreshResponse = z.object({ status: z.enum(refreshOutcomes), message: z.string(), loanRequest: payoutRequestSchema });
const refreshBody = z.object({ _id: z.string().min(1, 'Provide the request id').max(64) });

export const refreshJazzcashPayoutRequest = defineCall({
  id: 'loanRequests.refreshJazz',
  summary: 'Asks Jazzcash for the state of a request whose bank starts with Jazz (LoanRequest.refreshRequests)',
  base: 'api',
  method: 'POST',
  path: '/loan-requests/refresh/jazz',
  body: refreshBody,
  response: refreshResponse,
});

export const refreshEasypaisaPayoutRequest = defineCall({
  id: 'loanRequests.refreshEasypaisa',
  summary: 'Asks Easypaisa for the state of a request whose bank starts with Eas (LoanRequest.refreshRequests)',
  base: 'api',
  method: 'POST',
  path: '/loan-requests/refresh/easypaisa',
  body: refreshBody,
  response: refreshResponse,
});

export const addAdminPayoutRequest = defineCall({
  id: 'loanRequests.add',
  summary:
    'Adds a Pending payout request (LoanRequest.addRequests); platform staff name the merchant (userTypeId). An Idempotency-Key header or idempotencyKey field makes a repeat answer the first loanId',
  base: 'api',
  method: 'POST',
  path: '/loan-requests/add-admin-loan-request',
  body: addPayoutFormSchema.extend({
    userTypeId: z.string().max(64).optional(),
    idempotencyKey: z
      .string()
      .regex(/^[\x21-\x7e]{1,200}$/, 'idempotencyKey must be 1 to 200 visible characters')
      .optional(),
  }),
  response: z.object({ result: z.object({ loanId: z.string(), _id: z.string() }) }),
  idempotency: { required: false, bodyField: 'idempotencyKey' },
});
