import { z } from 'zod';

/**
 * spec 1 §7: failures carry an errors array whose items have message. We add a stable code (also
 * the i18n key) and, for bad input, the field it names.
 */
export const errorItemSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema).min(1) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** spec 3 §7 File upload: a refused file also answers error_code and err_desc (the first error's message). */
export const uploadErrorBodySchema = errorBodySchema.extend({ error_code: z.string(), err_desc: z.string() });
export type UploadErrorBody = z.infer<typeof uploadErrorBodySchema>;

/** spec 1 §4: token failures are answered with these statuses and a message. */
export const tokenStatuses = ['Token-Expired', 'Invalid-Token'] as const;
export const tokenErrorBodySchema = z.object({ status: z.enum(tokenStatuses), message: z.string() });
export type TokenErrorBody = z.infer<typeof tokenErrorBodySchema>;

/** Stable error codes the server answers with. */
export const errorCodes = {
  validation: 'validation_failed',
  badCredentials: 'bad_credentials',
  locked: 'sign_in_locked',
  tooManyRequests: 'too_many_requests',
  inactiveUser: 'user_inactive',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** A vendor or provider refused or failed the order (docs/decisions/0032-vouchers.md). */
  vendorFailed: 'vendor_failed',
  /** docs/decisions/0021-idempotency.md: an Idempotency-Key sent again with another request (422). */
  keyReused: 'idempotency_key_reused',
  /** docs/decisions/0021-idempotency.md: the first request with this key is still running (409). */
  keyInProgress: 'idempotency_key_in_progress',
  internal: 'internal_error',
  /** docs/decisions/0031-hosted-checkout.md: the order has an attempt in flight; the page follows it. */
  paymentInProgress: 'payment_in_progress',
  /** A payment provider gave no usable answer; the attempt stays in flight until it does. */
  providerUnavailable: 'provider_unavailable',
  /** docs/decisions/0036-second-factor.md: the code step's challenge is unknown, expired or used up. */
  signInAgain: 'sign_in_again',
  /** `GET /api/ready`: the server lives but cannot serve yet (migrations not applied). */
  notReady: 'not_ready',
} as const;
