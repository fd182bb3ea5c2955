import { z } from 'zod';
import { defineCall } from './call-definition';
import { checkoutLogDefaultPageSize, checkoutLogPageSizes } from '../domain/checkout-logs/checkout-log-paging';
import { isIsoDate } from '../domain/time/iso-date';

// spec 3 §2 and §7: checkout logs and checkout requests are searched by dateFrom, dateTo and query;
// paths ours (docs/decisions/0034-checkout-logs.md). Platform staff only (spec 3 §6).

export { checkoutLogDefaultPageSize, checkoutLogPageSizes };

const businessDate = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');

export const checkoutSearchQuerySchema = z
  .object({
    dateFrom: businessDate,
    dateTo: businessDate,
    query: z.string().trim().max(100, 'The search text is at most 100 characters').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => (checkoutLogPageSizes as readonly number[]).includes(value), 'Rows per page is 10, 25, 50 or 100')
      .default(checkoutLogDefaultPageSize),
  })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'The end date must not be before the start date', path: ['dateTo'] });
export type CheckoutSearchQuery = z.input<typeof checkoutSearchQuerySchema>;

const jsonObjectSchema = z.record(z.string(), z.unknown());

/** spec 3 §3 Checkout log: the request and response as the provider shaped them, secrets masked. */
export const checkoutLogEntrySchema = z.object({
  _id: z.string(),
  provider: z.string(),
  orderId: z.string().nullable(),
  serviceId: z.string().nullable(),
  createdDate: z.string(),
  request: jsonObjectSchema,
  response: jsonObjectSchema,
});
export type CheckoutLogEntryDto = z.infer<typeof checkoutLogEntrySchema>;

/** spec 3 §3 Checkout request. */
export const checkoutRequestEntrySchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  msisdn: z.string().nullable(),
  amount: z.number().finite(),
  product: z.string().nullable(),
  orderId: z.string(),
  createdDate: z.string(),
});
export type CheckoutRequestEntryDto = z.infer<typeof checkoutRequestEntrySchema>;

export const searchCheckoutLogs = defineCall({
  id: 'checkoutLogs.search',
  summary: 'Checkout logs of a date range (business days), newest first; query matches order id, service id or provider',
  base: 'api',
  method: 'GET',
  path: '/checkout-logs',
  query: checkoutSearchQuerySchema,
  response: z.object({ logs: z.array(checkoutLogEntrySchema), totalCount: z.number().int().nonnegative() }),
});

export const searchCheckoutRequests = defineCall({
  id: 'checkoutRequests.search',
  summary: 'Checkout requests of a date range (business days), newest first; query matches order id, service id or mobile number',
  base: 'api',
  method: 'GET',
  path: '/checkout-requests',
  query: checkoutSearchQuerySchema,
  response: z.object({ requests: z.array(checkoutRequestEntrySchema), totalCount: z.number().int().nonnegative() }),
});
