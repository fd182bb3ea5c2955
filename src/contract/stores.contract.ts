import { z } from 'zod';
import { easypaisaServiceNames } from '../domain/services/service-catalogue';
import { storeEditFormSchema, storeFormSchema } from '../forms/store.form-schema';
import { defineCall } from './call-definition';
import { deletedSchema, recordIdParams } from './catalogue-ids.schema';

// spec 2 §2.4, §3 Store and §7 Stores. Stores are platform records (docs/decisions/0015-catalogue.md).

export const storeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  epStoreId: z.string(),
  epStoreKey: z.string(),
  epStoreAccountNumber: z.string(),
  epServiceName: z.string(),
  /** Amount with at most two decimals (docs/decisions/0004-money.md). */
  balance: z.number().finite(),
  /** spec 2 §2.4: the names of the services drawing on the store (the services count badge). */
  dcbService: z.array(z.string()),
  createdDate: z.string(),
});
export type StoreDto = z.infer<typeof storeSchema>;

export const listStoresQuerySchema = z.object({
  /** spec 2 §2.4: the Easypaisa service filter. */
  epServiceName: z.enum(easypaisaServiceNames as [string, ...string[]], { error: () => 'Please select an Easypaisa service' }).optional(),
  /** Sent by the old portal; accepted and ignored (the caller's scope decides). */
  platform: z.string().max(50).optional(),
});

export const listStores = defineCall({
  id: 'stores.list',
  summary: 'Easypaisa stores, optionally of one Easypaisa service, each with its services (platform staff)',
  base: 'api',
  method: 'GET',
  path: '/stores-config/ep',
  query: listStoresQuerySchema,
  response: z.array(storeSchema),
});

export const getStore = defineCall({
  id: 'stores.get',
  summary: 'One store; a deleted one answers 404',
  base: 'api',
  method: 'GET',
  path: '/stores-config/ep/{id}',
  params: recordIdParams,
  response: storeSchema,
});

export const addStore = defineCall({
  id: 'stores.add',
  summary: 'Creates a store (StoresManagement.createAccounts); a used epStoreId answers 409',
  base: 'api',
  method: 'POST',
  path: '/stores-config/ep',
  body: storeFormSchema,
  response: storeSchema,
});

export const editStore = defineCall({
  id: 'stores.edit',
  summary: 'Edits the store named by the body _id (StoresManagement.editAccounts)',
  base: 'api',
  method: 'PATCH',
  path: '/stores-config/ep',
  body: storeEditFormSchema,
  response: storeSchema,
});

/** Not shown in spec 2 §7; spec 2 §4 "Deleting ... other records" (docs/decisions/0015-catalogue.md). */
export const deleteStore = defineCall({
  id: 'stores.delete',
  summary: 'Hides a store (StoresManagement.deleteAccounts); its records stay for reports',
  base: 'api',
  method: 'DELETE',
  path: '/stores-config/ep/{id}',
  params: recordIdParams,
  response: deletedSchema,
});
