import { z } from 'zod';
import { roleFormSchema } from '../forms/role.form-schema';
import { idParamsSchema } from './auth.contract';
import { defineCall } from './call-definition';
import { deletedSchema } from './users.contract';

// spec 2 §7 "Roles". GET /roles/get/permissions/get-by-user lives in auth.contract.ts.

const permissionsSchema = z.record(z.string(), z.record(z.string(), z.boolean()));

/** spec 2 §3 Role. */
export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The organisation that owns the role (an operator or merchant id). */
  userTypeId: z.string(),
  permissions: permissionsSchema,
  status: z.enum(['Active', 'Inactive']),
  createdDate: z.string(),
  modifiedDate: z.string(),
});
export type RoleDto = z.infer<typeof roleSchema>;

export const listRoles = defineCall({
  id: 'roles.list',
  summary: 'Roles of the caller’s organisation (platform staff: every role, or one organisation’s with userTypeId)',
  base: 'api',
  method: 'GET',
  path: '/roles/get',
  query: z.object({ userTypeId: z.string().trim().min(1).max(64).optional() }),
  response: z.array(roleSchema),
});

export const getRole = defineCall({
  id: 'roles.get',
  summary: 'One role; another organisation’s answers 404',
  base: 'api',
  method: 'GET',
  path: '/roles/get/{id}',
  params: idParamsSchema,
  response: roleSchema,
});

export const addRole = defineCall({
  id: 'roles.add',
  summary: 'Creates a role granting only flags the caller holds',
  base: 'api',
  method: 'POST',
  path: '/roles/add',
  body: roleFormSchema,
  response: roleSchema,
});

export const editRole = defineCall({
  id: 'roles.edit',
  summary: 'Edits a role; never the caller’s own, never beyond the caller’s flags',
  base: 'api',
  method: 'PUT',
  path: '/roles/edit/{id}',
  params: idParamsSchema,
  body: roleFormSchema,
  response: roleSchema,
});

export const deleteRole = defineCall({
  id: 'roles.delete',
  summary: 'Deletes a role no user holds (409 while users hold it)',
  base: 'api',
  method: 'DELETE',
  path: '/roles/delete/{id}',
  params: idParamsSchema,
  response: deletedSchema,
});
