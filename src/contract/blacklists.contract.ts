import { z } from 'zod';
import { blacklistFormSchema } from '../forms/blacklist.form-schema';
import { defineCall } from './call-definition';
import { deletedSchema, recordIdParams } from './catalogue-ids.schema';

// spec 2 §2.9, §3 Blacklist entry and §7 Blacklists. Platform records (docs/decisions/0015-catalogue.md).

export const blacklistEntrySchema = z.object({
  _id: z.string(),
  /** Normalised: 923xxxxxxxxx. */
  msisdn: z.string(),
  createdDate: z.string(),
});
export type BlacklistEntryDto = z.infer<typeof blacklistEntrySchema>;

export const listBlacklist = defineCall({
  id: 'blacklists.list',
  summary: 'Blacklisted mobile numbers, newest first (platform staff)',
  base: 'api',
  method: 'GET',
  path: '/black-lists/get',
  response: z.array(blacklistEntrySchema),
});

export const getBlacklistEntry = defineCall({
  id: 'blacklists.get',
  summary: 'One blacklisted number',
  base: 'api',
  method: 'GET',
  path: '/black-lists/get/{id}',
  params: recordIdParams,
  response: blacklistEntrySchema,
});

export const addBlacklistEntry = defineCall({
  id: 'blacklists.add',
  summary: 'Blacklists a number (Blacklist.addBlacklistNumber); stored normalised, a listed number answers 409',
  base: 'api',
  method: 'POST',
  path: '/black-lists/add',
  body: blacklistFormSchema,
  response: blacklistEntrySchema,
});

export const editBlacklistEntry = defineCall({
  id: 'blacklists.edit',
  summary: 'Changes a blacklisted number (Blacklist.editBlacklistNumber)',
  base: 'api',
  method: 'PUT',
  path: '/black-lists/edit/{id}',
  params: recordIdParams,
  body: blacklistFormSchema,
  response: blacklistEntrySchema,
});

export const deleteBlacklistEntry = defineCall({
  id: 'blacklists.delete',
  summary: 'Removes a number from the blacklist (Blacklist.deleteBlacklistNumber)',
  base: 'api',
  method: 'DELETE',
  path: '/black-lists/delete/{id}',
  params: recordIdParams,
  response: deletedSchema,
});
