import { z } from 'zod';
import { defineCall } from './call-definition';

export const merchantListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  status: z.enum(['Active', 'Inactive']),
  createdDate: z.string(),
});
export type MerchantListItem = z.infer<typeof merchantListItemSchema>;

/** spec 1 §7 and spec 2 §7: merchant list (platform staff see all, a merchant only itself). */
export const listMerchants = defineCall({
  id: 'merchants.list',
  summary: 'Merchants visible to the caller',
  base: 'api',
  method: 'GET',
  path: '/merchants/get',
  response: z.array(merchantListItemSchema),
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

export const health = defineCall({
  id: 'health',
  summary: 'Liveness and database reachability',
  base: 'api',
  method: 'GET',
  path: '/health',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  public: true,
});
