import { z } from 'zod';
import { defineCall } from './call-definition';
import { inquireProviders } from '../domain/inquire/inquire-rules';
import { transactionStatuses } from '../domain/transactions/transaction-status';
import { callcenterFormSchema } from '../forms/callcenter.form-schema';

// spec 3 §7 Call-centre: enquire and refund send operator, transactionNumber and serviceId; the hash
// service offers POST /via-mw/inquire and POST /via-mw/refund (docs/decisions/0033-call-centre-and-refunds.md).

const jsonObjectSchema = z.record(z.string(), z.unknown());
/** Amounts travel as JSON numbers with at most two decimals (docs/decisions/0004-money.md). */
const amount = z.number().finite();

/** A service the caller may enquire about: the Select Service choices. */
export const callcenterServiceSchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  merchantName: z.string(),
});
export type CallcenterServiceDto = z.infer<typeof callcenterServiceSchema>;

export const callcenterServices = defineCall({
  id: 'callcenter.services',
  summary: 'Services the caller may enquire about or refund in (a merchant its own)',
  base: 'api',
  method: 'GET',
  path: '/callcenter/services',
  response: z.array(callcenterServiceSchema),
});

export const refundStatuses = ['pending', 'completed', 'failed'] as const;

/** A refund of a transaction: how much, by whom, when, and how the provider answered. */
export const refundSummarySchema = z.object({
  _id: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(refundStatuses),
  providerReference: z.string().nullable(),
  message: z.string().nullable(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RefundSummaryDto = z.infer<typeof refundSummarySchema>;

/**
 * Another charge of the same order that its provider made for an attempt that had ended, given back
 * at once (voided) or refused by the provider (void_failed, for staff): docs/decisions/0031-hosted-checkout.md.
 */
export const lateChargeSchema = z.object({
  reference: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(['voided', 'void_failed']),
  note: z.string().nullable(),
  at: z.string().nullable(),
});
export type LateChargeDto = z.infer<typeof lateChargeSchema>;

/** The transaction-summary modal's content: our record of the transaction, its refund and the order's late charges. */
export const transactionSummarySchema = z.object({
  transactionNumber: z.string(),
  orderId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  merchantName: z.string(),
  operator: z.enum(inquireProviders),
  amount,
  currency: z.string(),
  msisdn: z.string(),
  transactionDate: z.string(),
  status: z.enum(transactionStatuses),
  refund: refundSummarySchema.nullable(),
  lateCharges: z.array(lateChargeSchema),
});
export type TransactionSummaryDto = z.infer<typeof transactionSummarySchema>;

export const enquiryResultSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  /** The provider's state of the transaction (its own status word), when it answered. */
  providerStatus: z.string().nullable(),
  transaction: transactionSummarySchema.nullable(),
  /** The provider's answer as it sent it (secrets masked). */
  response: jsonObjectSchema,
});
export type EnquiryResultDto = z.infer<typeof enquiryResultSchema>;

export const refundResultSchema = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  transaction: transactionSummarySchema,
  refund: refundSummarySchema,
  response: jsonObjectSchema,
});
export type RefundResultDto = z.infer<typeof refundResultSchema>;

/** The refund body: the callcenter form, and (ours) an amount below the paid one; absent refunds it all. */
export const refundRequestSchema = callcenterFormSchema.extend({
  amount: z
    .number({ error: () => 'The refund amount must be a number' })
    .finite()
    .positive('A refund must be more than zero')
    .optional(),
});

export const hashServiceInquire = defineCall({
  id: 'callcenter.inquire',
  summary: "Enquire Transaction: asks the transaction's wallet provider for its state",
  base: 'hashService',
  method: 'POST',
  readOnly: 'the call centre’s enquiry sent as POST (spec 3 §7); it only records its own exchange',
  path: '/via-mw/inquire',
  body: callcenterFormSchema,
  response: enquiryResultSchema,
});

export const hashServiceRefund = defineCall({
  id: 'callcenter.refund',
  summary:
    'Refund Transaction: refunds a paid transaction through its wallet provider, once, never more than was paid. An Idempotency-Key header makes a repeat answer the first result',
  base: 'hashService',
  method: 'POST',
  path: '/via-mw/refund',
  body: refundRequestSchema,
  response: refundResultSchema,
  idempotency: { required: false },
});
