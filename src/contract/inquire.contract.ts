import { z } from 'zod';
import { defineCall } from './call-definition';
import { inquireFormMessages, inquireProviders, orderIdMaxLength } from '../domain/inquire/inquire-rules';

/** spec 1 §5: the inquire form's rules, with its messages; surrounding blanks are trimmed. */
export const inquireRequestSchema = z.object({
  provider: z.enum(inquireProviders, { error: inquireFormMessages.providerRequired }),
  orderId: z
    .string({ error: inquireFormMessages.orderIdRequired })
    .trim()
    .min(1, inquireFormMessages.orderIdRequired)
    .refine((value) => [...value].length <= orderIdMaxLength, inquireFormMessages.orderIdTooLong),
});
export type InquireRequest = z.infer<typeof inquireRequestSchema>;

const jsonObjectSchema = z.record(z.string(), z.unknown());

/** spec 3 §3 Checkout log: one provider request and response as stored (the "system logs"). */
export const checkoutLogSchema = z.object({
  _id: z.string(),
  provider: z.string(),
  orderId: z.string().nullable(),
  serviceId: z.string().nullable(),
  request: jsonObjectSchema,
  response: jsonObjectSchema,
  createdAt: z.string(),
});
export type CheckoutLogDto = z.infer<typeof checkoutLogSchema>;

/** The exchange with the wallet provider made for this inquiry (platform admins only). */
export const providerLogSchema = z.object({
  provider: z.enum(inquireProviders),
  operation: z.literal('inquire'),
  request: jsonObjectSchema,
  response: jsonObjectSchema,
  startedAt: z.string(),
  durationMs: z.number().int().nonnegative(),
});
export type ProviderLogDto = z.infer<typeof providerLogSchema>;

/**
 * spec 1 §3 Inquire result and §7. `notifiationUrl` keeps the payload's misspelling (docs/spec/decisions.md §1);
 * `providerLogs` is present only for platform staff whose role is admin (spec 1 §6).
 */
export const inquireResultSchema = z.object({
  permission: z.boolean(),
  status: z.enum(['success', 'failed']),
  message: z.string(),
  response: jsonObjectSchema,
  checkoutLogs: z.array(checkoutLogSchema),
  providerLogs: z.array(providerLogSchema).optional(),
  notifiationUrl: z.string().optional(),
  notificationBody: jsonObjectSchema.optional(),
});
export type InquireResultDto = z.infer<typeof inquireResultSchema>;

export const payinInquire = defineCall({
  id: 'inquire.payin',
  summary: "Asks the wallet provider for an order's status; answers the system logs and the merchant notification",
  base: 'api',
  method: 'POST',
  readOnly: 'a status inquiry of the wallet providers (spec 1 §2); it only records its own exchange',
  path: '/payin-inquire/get',
  body: inquireRequestSchema,
  response: inquireResultSchema,
});

/** The merchant endpoint's answer to a notification: its HTTP status and its body (JSON, or text). */
export const notificationReplySchema = z.object({ status: z.number().int(), body: z.unknown() });
export type NotificationReplyDto = z.infer<typeof notificationReplySchema>;

/**
 * spec 1 §7 Send Notification, sent by the server: it posts the order's notification to the URL of
 * the order's service and answers the merchant's reply. The portal never posts to a merchant's URL
 * itself, so its content security policy connects to its own bases only
 * (docs/decisions/0010-inquire-transaction.md).
 */
export const sendInquireNotification = defineCall({
  id: 'inquire.sendNotification',
  summary: "Posts an order's merchant notification from the server and answers the merchant's reply",
  base: 'api',
  method: 'POST',
  readOnly: "sends the order's notification to the merchant's own endpoint (spec 1 §7), as the inquiry it follows; changes nothing of ours",
  path: '/payin-inquire/notification',
  body: inquireRequestSchema,
  response: notificationReplySchema,
});

/**
 * docs/spec/decisions.md §4: the sandbox stands in for a merchant's notification endpoint, so Send
 * Notification has somewhere real to post. Public, as a merchant's endpoint would be.
 */
export const sandboxMerchantNotification = defineCall({
  id: 'sandbox.merchantNotification',
  summary: 'Sandbox merchant endpoint: records a payment notification and echoes it',
  base: 'api',
  method: 'POST',
  path: '/sandbox/merchant-notifications',
  body: jsonObjectSchema,
  response: z.object({ received: z.literal(true), receivedAt: z.string(), body: jsonObjectSchema }),
  public: true,
});
