import { z } from 'zod';
import { isIsoDate } from '../domain/time/iso-date';
import { defineCall } from './call-definition';

// spec 1 §3 "Home summary" and §7 "Summary": the dashboard's calls, with the old API's paths and
// field names. Counts and shares come from the daily roll-up (ARCHITECTURE.md "Database").

const count = z.number().int().nonnegative();

export const cardsSummarySchema = z.object({
  subscriptions: count,
  services: count,
  oneTimePurchase: count,
  clients: count,
  operators: count,
  roles: count,
  users: count,
});
export type CardsSummaryDto = z.infer<typeof cardsSummarySchema>;

/** spec 1 §7: the query `platform` is accepted as the old portal sent it; counts follow the caller's scope. */
export const getDashboardSummary = defineCall({
  id: 'summary.dashboard',
  summary: "Count cards of the dashboard, in the caller's organisation",
  base: 'api',
  method: 'GET',
  path: '/summary/get-dashboard-summary/v2',
  query: z.object({ platform: z.string().max(50).optional() }),
  response: z.object({ cardsSummary: cardsSummarySchema }),
});

const businessDate = (field: string) => z.string({ error: `${field} is required` }).refine(isIsoDate, `${field} must be a date written YYYY-MM-DD`);

/** Business dates (docs/spec/decisions.md §5), both days included. */
export const dateRangeBodySchema = z
  .object({ startDate: businessDate('startDate'), endDate: businessDate('endDate') })
  .refine((range) => range.startDate <= range.endDate, { message: 'endDate must not be before startDate', path: ['endDate'] });
export type DateRangeBody = z.infer<typeof dateRangeBodySchema>;

export const serviceShareRowSchema = z.object({ service: z.string(), count, percentage: z.number().nonnegative() });
export const serviceShareResponseSchema = z.object({ subscriptionSummary: z.array(serviceShareRowSchema) });

export const getSubscriptionSummary = defineCall({
  id: 'summary.subscription',
  summary: 'Services share of successful transactions over the default range (Last 7 days)',
  base: 'api',
  method: 'GET',
  path: '/summary/get-subscription-summary',
  response: serviceShareResponseSchema,
});

export const filterSubscription = defineCall({
  id: 'summary.filterSubscription',
  summary: 'Services share of successful transactions between two business dates',
  base: 'api',
  method: 'POST',
  readOnly: 'a dashboard read sent as POST (spec 1 §7)',
  path: '/summary/filter-subscription',
  body: dateRangeBodySchema,
  response: serviceShareResponseSchema,
});

/** `amount` is the total for platform staff and the merchant share for merchants (spec 1 §6). */
export const salesRowSchema = z.object({ service: z.string(), count, amount: z.number(), currency: z.string() });
export type SalesRowDto = z.infer<typeof salesRowSchema>;
/**
 * Ours (docs/decisions/0041-refunds-in-the-money-figures.md): per currency, the payments of the range
 * (gross, or the merchant's share of them), the refunds dated in it (or the share they reversed), and
 * gross − refunds.
 */
export const salesTotalsRowSchema = z.object({ currency: z.string(), grossAmount: z.number(), refundedAmount: z.number(), netAmount: z.number() });
export type SalesTotalsRowDto = z.infer<typeof salesTotalsRowSchema>;
export const salesResponseSchema = z.object({ salesSummary: z.array(salesRowSchema), salesTotals: z.array(salesTotalsRowSchema).optional() });

export const getTodaySales = defineCall({
  id: 'summary.todaySales',
  summary: "Revenue share of today's successful transactions (business day)",
  base: 'api',
  method: 'GET',
  path: '/summary/get-today-sales',
  response: salesResponseSchema,
});

export const filterSales = defineCall({
  id: 'summary.filterSales',
  summary: 'Revenue share of successful transactions between two business dates',
  base: 'api',
  method: 'POST',
  readOnly: 'a dashboard read sent as POST (spec 1 §7)',
  path: '/summary/filter-sales',
  body: dateRangeBodySchema,
  response: salesResponseSchema,
});

export const billingQuerySchema = z.object({
  status: z.enum(['Success', 'Failed', 'Pending']).optional(),
  group: z.enum(['status', 'message']),
  merchant: z.string().min(1).max(64).optional(),
  // spec 1 §1, docs/spec/decisions.md §4: wallet provider A is Easypaisa, B is Jazzcash.
  provider: z.enum(['easypaisa', 'jazzcash']).optional(),
});
export type BillingQuery = z.infer<typeof billingQuerySchema>;

const groupRowSchema = z.object({ _id: z.string(), count });

/** Today's transactions by status, or failed ones by the provider's raw message (the portal labels them). */
export const getDashboardBilling = defineCall({
  id: 'summary.dashboardBilling',
  summary: "Today's billing status counts or failure messages (business day)",
  base: 'api',
  method: 'GET',
  path: '/summary/get-dashboard-billing',
  query: billingQuerySchema,
  response: z.union([z.object({ billingStatus: z.array(groupRowSchema) }), z.object({ billingMessages: z.array(groupRowSchema) })]),
});

/** spec 1 §3: enableInquireForMerchant, also read as enableInquireMerchant on the merchant side. */
export const inquireSettingSchema = z.object({ enableInquireForMerchant: z.boolean(), enableInquireMerchant: z.boolean() });

export const getInquireSetting = defineCall({
  id: 'inquireConfig.get',
  summary: "Platform staff: the platform-wide switch (or one merchant's with merchantId); a merchant: its own setting",
  base: 'api',
  method: 'GET',
  path: '/inquire-config/setting/get',
  query: z.object({ merchantId: z.string().min(1).max(64).optional() }),
  response: inquireSettingSchema,
});

export const editInquireSetting = defineCall({
  id: 'inquireConfig.edit',
  summary: 'Platform staff: turns inquire on or off for every merchant, or for one merchant with merchantId',
  base: 'api',
  method: 'POST',
  path: '/inquire-config/setting/edit',
  body: z.object({ enable: z.boolean({ error: 'enable must be true or false' }), merchantId: z.string().min(1).max(64).optional() }),
  response: inquireSettingSchema,
});
