import { z } from 'zod';
import { changePasswordFormSchema } from '../forms/change-password.form-schema';
import { profileFormSchema } from '../forms/profile.form-schema';
import { userEditFormSchema, userFormSchema } from '../forms/user.form-schema';
import { idParamsSchema, profileSchema, userSchema } from './auth.contract';
import { defineCall } from './call-definition';
import { gridPageOf, gridPageQuerySchema } from './grid-page.schema';

// spec 2 §7 "Users and profile". GET /users/get-by-id/{id}, GET /profiles/get and GET /users/logout
// live in auth.contract.ts (the session needs them); the administration calls are here.

export const listUsers = defineCall({
  id: 'users.list',
  summary: 'Users of the caller’s organisation (platform staff: every user), newest first',
  base: 'api',
  method: 'GET',
  path: '/users',
  response: z.array(userSchema),
});

/** docs/decisions/0027-administration-grids.md: the users grid, a page at a time, newest first. */
export const pageUsers = defineCall({
  id: 'users.page',
  summary: 'One page of the users grid, newest first, with the count of every user the caller may see',
  base: 'api',
  method: 'GET',
  path: '/users/page',
  query: gridPageQuerySchema,
  response: gridPageOf(userSchema),
});

export const addUser = defineCall({
  id: 'users.add',
  summary: 'Creates a user with a role the caller may grant; platform staff may choose the organisation',
  base: 'api',
  method: 'POST',
  path: '/users/add',
  body: userFormSchema,
  response: userSchema,
});

export const editUser = defineCall({
  id: 'users.edit',
  summary: 'Edits a user’s name, user name, role and (platform staff) organisation',
  base: 'api',
  method: 'PUT',
  path: '/users/edit/{id}',
  params: idParamsSchema,
  body: userEditFormSchema,
  response: userSchema,
});

export const userStatusBodySchema = z.object({
  status: z.enum(['Active', 'Inactive'], { error: () => 'Status must be Active or Inactive' }),
});

/** spec 2 §4 and §7: the list's status toggle; answers the user with its id and new status. */
export const toggleUserStatus = defineCall({
  id: 'users.toggleStatus',
  summary: 'Activates or deactivates a user; a deactivated user’s next call is refused',
  base: 'api',
  method: 'PUT',
  path: '/users/edit/toggle-user-status/{id}',
  params: idParamsSchema,
  body: userStatusBodySchema,
  response: userSchema,
});

export const deletedSchema = z.object({ _id: z.string(), message: z.string() });

export const deleteUser = defineCall({
  id: 'users.delete',
  summary: 'Deletes a user (kept for the records that name it; it can no longer sign in)',
  base: 'api',
  method: 'DELETE',
  path: '/users/delete/{id}',
  params: idParamsSchema,
  response: deletedSchema,
});

/** docs/decisions/0036-second-factor.md: a platform admin resets another user's factor (a lost phone). */
export const resetUserSecondFactor = defineCall({
  id: 'users.resetSecondFactor',
  summary: 'Removes another user’s second factor and recovery codes and ends their sessions; platform staff with Users.editUsers',
  base: 'api',
  method: 'POST',
  path: '/users/second-factor/reset/{id}',
  params: idParamsSchema,
  response: z.object({ _id: z.string(), message: z.string() }),
});

export const editProfile = defineCall({
  id: 'profiles.edit',
  summary: 'Changes the signed-in user’s full name and email',
  base: 'api',
  method: 'PUT',
  path: '/profiles/edit',
  body: profileFormSchema,
  response: profileSchema,
});

export const changePassword = defineCall({
  id: 'users.changePassword',
  summary: 'Changes the signed-in user’s password; their other sessions end',
  base: 'api',
  method: 'PUT',
  path: '/users/edit/status/change-password',
  body: changePasswordFormSchema,
  response: z.object({ message: z.string() }),
});
