import { z } from 'zod';
import { defineCall } from './call-definition';
import { gridPageOf, gridPageQuerySchema } from './grid-page.schema';

/**
 * spec 2 §3 Merchant, without its keys (sid, public and private key, token): those only travel in
 * the Confidential answer. userTypeId is the merchant's own id, the organisation its users carry.
 */
export const merchantListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  notificationEmail: z.string().nullable(),
  supportEmail: z.string().nullable(),
  billingEmail: z.string().nullable(),
  commercialEmail: z.string().nullable(),
  showBalance: z.boolean(),
  /** Amounts travel as JSON numbers with at most two decimals (docs/decisions/0004-money.md). */
  accountBalance: z.number().finite(),
  status: z.enum(['Active', 'Inactive']),
  createdDate: z.string(),
  userTypeId: z.string(),
});
export type MerchantListItem = z.infer<typeof merchantListItemSchema>;

/**
 * spec 1 §7 and spec 2 §7: the merchants grid and the merchant lookup in one call (platform staff
 * see every merchant not deleted, a merchant only itself, carrier staff none).
 */
export const listMerchants = defineCall({
  id: 'merchants.list',
  summary: 'Merchants visible to the caller',
  base: 'api',
  method: 'GET',
  path: '/merchants/get',
  response: z.array(merchantListItemSchema),
});

/** docs/decisions/0027-administration-grids.md: the merchants grid, a page at a time. */
export const pageMerchants = defineCall({
  id: 'merchants.page',
  summary: 'One page of the merchants grid, by name, with the count of every merchant the caller may see',
  base: 'api',
  method: 'GET',
  path: '/merchants/get/page',
  query: gridPageQuerySchema,
  response: gridPageOf(merchantListItemSchema),
});

export const operatorListItemSchema = z.object({ _id: z.string(), name: z.string(), type: z.enum(['Carrier', 'Operator']) });
export const listOperators = defineCall({
  id: 'operators.list',
  summary: 'Carriers and operators (the platform is one operator record)',
  base: 'api',
  method: 'GET',
  path: '/operators/get',
  response: z.array(operatorListItemSchema),
});

/** Liveness: the process answers. It asks nothing of the database, so a busy database never makes it late. */
export const health = defineCall({
  id: 'health',
  summary: 'Liveness: the process answers (no database work)',
  base: 'api',
  method: 'GET',
  path: '/health',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  public: true,
});

/**
 * Readiness: the database answers, its migrations are current and every background worker runs. 503
 * (a body naming what is not ready) when not, and as soon as shutdown begins (docs/operations.md "Drain").
 */
export const ready = defineCall({
  id: 'ready',
  summary: 'Readiness: the database answers, its migrations are current and the workers run; 503 otherwise and once shutdown begins',
  base: 'api',
  method: 'GET',
  path: '/ready',
  response: z.object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    migrations: z.number().int(),
    workers: z.array(z.object({ name: z.string(), running: z.boolean() })),
  }),
  public: true,
});

/**
 * docs/operations.md "Metrics": the Prometheus exposition text. Needs `Authorization: Bearer
 * <METRICS_TOKEN>` (401 without it, 404 when no token is configured); METRICS_PORT serves the same
 * text at /metrics on its own port without one.
 */
export const metrics = defineCall({
  id: 'metrics',
  summary: 'Metrics in the Prometheus text format; Authorization: Bearer METRICS_TOKEN (401 without it, 404 when none is configured)',
  base: 'api',
  method: 'GET',
  path: '/metrics',
  download: { contentType: 'text/plain; version=0.0.4; charset=utf-8' },
  response: z.string(),
  public: true,
});
