import { z } from 'zod';
import { accountStatuses } from '../domain/accounts/account-records';
import { accountBalanceFormShape, applyAccountBalanceRules } from '../forms/account-balance.form-schema';
import { merchantFormSchema } from '../forms/merchant.form-schema';
import { defineCall } from './call-definition';
import { merchantListItemSchema } from './lookups.contract';

// spec 2 §2.2, §3 and §7 "Merchants" and "History"; paths the specification does not show are in
// docs/decisions/0017-merchants-and-carriers.md.

const idParams = z.object({ id: z.string().min(1).max(64) });
const underscoreIdParams = z.object({ _id: z.string().min(1).max(64) });
/** The old portal repeats the id in some bodies; when sent it must name the same record. */
const bodyId = z.string().max(64).optional();

export const accountHistoryEntrySchema = z.object({ date: z.string(), description: z.string() });

/** spec 2 §7 "History": get by id answers the merchant with its name and history. */
export const merchantDetailSchema = merchantListItemSchema.extend({ history: z.array(accountHistoryEntrySchema) });
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

export const accountHistorySchema = z.object({ _id: z.string(), name: z.string(), history: z.array(accountHistoryEntrySchema) });

export const getMerchant = defineCall({
  id: 'merchants.get',
  summary: 'One merchant with its history (platform staff with MerchentManagement.viewAll); unknown or deleted answers 404',
  base: 'api',
  method: 'GET',
  path: '/merchants/get/{id}',
  params: idParams,
  response: merchantDetailSchema,
});

export const getOwnMerchant = defineCall({
  id: 'merchants.own',
  summary: "The caller's own merchant (merchant users); answered from the database",
  base: 'api',
  method: 'GET',
  path: '/merchants/get/user-type-id/from-redis',
  response: merchantListItemSchema,
});

export const addMerchant = defineCall({
  id: 'merchants.add',
  summary: 'Creates a merchant; the server generates its SID, keys and token',
  base: 'api',
  method: 'POST',
  path: '/merchants/add',
  body: merchantFormSchema,
  response: merchantListItemSchema,
});

export const editMerchant = defineCall({
  id: 'merchants.edit',
  summary: "Changes a merchant's form fields",
  base: 'api',
  method: 'PUT',
  path: '/merchants/edit/{_id}',
  params: underscoreIdParams,
  body: merchantFormSchema.extend({ _id: bodyId }),
  response: merchantListItemSchema,
});

export const accountBalanceBodySchema = z
  .object({ ...accountBalanceFormShape, _id: bodyId })
  .transform((raw, ctx) => ({ ...applyAccountBalanceRules(raw, ctx), _id: raw._id }));

export const addMerchantAccountBalance = defineCall({
  id: 'merchants.accountBalance',
  summary: 'Adds the net amount to the account balance; the net is recomputed and must match. An Idempotency-Key header makes a repeat answer the first result',
  base: 'api',
  method: 'PUT',
  path: '/merchants/account-balance/{_id}',
  params: underscoreIdParams,
  body: accountBalanceBodySchema,
  response: merchantListItemSchema,
  idempotency: { required: false },
});

export const accountStatusBodySchema = z.object({
  status: z.enum(accountStatuses, { error: () => 'Status must be Active or Inactive' }),
  name: z.string().max(200).optional(),
  _id: bodyId,
});

export const setMerchantStatus = defineCall({
  id: 'merchants.setStatus',
  summary: "Sets a merchant's status (Active or Inactive); answers the updated row",
  base: 'api',
  method: 'PUT',
  path: '/merchants/edit/status/{_id}',
  params: underscoreIdParams,
  body: accountStatusBodySchema,
  response: merchantListItemSchema,
});

/** spec 2 §4: the portal shows this text after a delete. */
export const merchantDeletedMessage = 'Merchant has been deleted successfully!';

export const deleteMerchant = defineCall({
  id: 'merchants.delete',
  summary: 'Hides a merchant (its transactions, settlements and payouts keep it); a second delete answers 404',
  base: 'api',
  method: 'DELETE',
  path: '/merchants/delete/{id}',
  params: idParams,
  response: z.object({ _id: z.string(), message: z.string() }),
});

export const merchantConfidentialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sid: z.string(),
  publicKey: z.string(),
  privateKey: z.string(),
  token: z.string(),
  /** Base64 of `sid:token`, ready for a Basic authorization header. */
  base64: z.string(),
  /** ISO 8601 instant until which the secret key rotated out last still works; null when none does. */
  previousKeyValidUntil: z.string().nullable(),
  /** How long a rotated-out secret key keeps working (SECRET_KEY_OVERLAP_HOURS), for the rotation's confirmation. */
  keyOverlapHours: z.number(),
});
export type MerchantConfidential = z.infer<typeof merchantConfidentialSchema>;

export const getMerchantConfidential = defineCall({
  id: 'merchants.confidential',
  summary: "Reveals a merchant's SID, keys and token (platform staff with MerchentManagement.viewConfidential); recorded in its history",
  base: 'api',
  method: 'GET',
  path: '/merchants/get/{id}/confidential',
  params: idParams,
  response: merchantConfidentialSchema,
  revealsSecret: "the merchant's SID, private key and token",
});

export const rotateMerchantSecretKey = defineCall({
  id: 'merchants.rotateSecretKey',
  summary:
    "Replaces a merchant's secret key (platform staff with MerchentManagement.editAccounts and viewConfidential); the old key still verifies signed requests, and signs notifications beside the new one, for SECRET_KEY_OVERLAP_HOURS",
  base: 'api',
  method: 'POST',
  path: '/merchants/{id}/rotate-secret-key',
  params: idParams,
  response: merchantConfidentialSchema,
  revealsSecret: "the merchant's new secret key",
});

export const getMerchantHistory = defineCall({
  id: 'merchants.history',
  summary: "A merchant's name and history, oldest first",
  base: 'api',
  method: 'GET',
  path: '/merchants/history/{id}',
  params: idParams,
  response: accountHistorySchema,
});
