import { z } from 'zod';
import { carrierTypes } from '../domain/accounts/account-records';
import { carrierFormSchema } from '../forms/carrier.form-schema';
import { defineCall } from './call-definition';
import { accountHistoryEntrySchema, accountHistorySchema, accountStatusBodySchema } from './merchants.contract';

// spec 2 §2.3, §3 and §7 "Carriers and operators" and "History".

const idParams = z.object({ id: z.string().min(1).max(64) });

/** spec 2 §3 Carrier. `isPlatform` marks the platform's own record, which cannot be deactivated or deleted. */
export const carrierSchema = z.object({
  _id: z.string(),
  country: z.string(),
  type: z.enum(carrierTypes),
  name: z.string(),
  currency: z.string(),
  notificationEmail: z.string().nullable(),
  supportEmail: z.string().nullable(),
  billingEmail: z.string().nullable(),
  commercialEmail: z.string().nullable(),
  status: z.enum(['Active', 'Inactive']),
  createdDate: z.string(),
  isPlatform: z.boolean(),
});
export type CarrierDto = z.infer<typeof carrierSchema>;

export const carrierDetailSchema = carrierSchema.extend({ history: z.array(accountHistoryEntrySchema) });

export const listCarriers = defineCall({
  id: 'carriers.list',
  summary: 'Carriers and operators not deleted (platform staff all, carrier staff their own)',
  base: 'api',
  method: 'GET',
  path: '/carriers/get',
  response: z.array(carrierSchema),
});

export const getCarrier = defineCall({
  id: 'carriers.get',
  summary: 'One carrier with its history; unknown, deleted or another carrier answers 404',
  base: 'api',
  method: 'GET',
  path: '/carriers/get/{id}',
  params: idParams,
  response: carrierDetailSchema,
});

export const addCarrier = defineCall({
  id: 'carriers.add',
  summary: 'Creates a carrier or operator',
  base: 'api',
  method: 'POST',
  path: '/carriers/add',
  body: carrierFormSchema,
  response: carrierSchema,
});

export const editCarrier = defineCall({
  id: 'carriers.edit',
  summary: "Changes a carrier's form fields",
  base: 'api',
  method: 'PUT',
  path: '/carriers/edit/{id}',
  params: idParams,
  body: carrierFormSchema.extend({ _id: z.string().max(64).optional() }),
  response: carrierSchema,
});

export const setCarrierStatus = defineCall({
  id: 'carriers.setStatus',
  summary: "Sets a carrier's status (Active or Inactive); answers the updated row",
  base: 'api',
  method: 'PUT',
  path: '/carriers/edit/status/{id}',
  params: idParams,
  body: accountStatusBodySchema,
  response: carrierSchema,
});

export const carrierDeletedMessage = 'Carrier has been deleted successfully!';

export const deleteCarrier = defineCall({
  id: 'carriers.delete',
  summary: 'Hides a carrier (its services and users keep it); a second delete answers 404',
  base: 'api',
  method: 'DELETE',
  path: '/carrier/delete/{id}',
  params: idParams,
  response: z.object({ _id: z.string(), message: z.string() }),
});

export const getCarrierHistory = defineCall({
  id: 'carriers.history',
  summary: "A carrier's name and history, oldest first",
  base: 'api',
  method: 'GET',
  path: '/carriers/history/{id}',
  params: idParams,
  response: accountHistorySchema,
});
