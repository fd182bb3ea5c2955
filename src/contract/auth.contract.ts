import { z } from 'zod';
import { defineCall } from './call-definition';
import { userTypes } from '../domain/organisation/organisation-scope';
import { userByIdPath } from './user-by-id-path';

export const loginRequestSchema = z.object({
  userName: z.string().trim().min(1, 'Please provide username').max(50),
  password: z.string().min(1, 'Please provide password').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * docs/decisions/0036-second-factor.md: when the user has a second factor (or must enrol one), the
 * password step answers a challenge for the code step instead of the token.
 */
export const secondStepSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('Second-Factor-Required'), challenge: z.string() }),
  z.object({
    status: z.literal('Second-Factor-Enrolment-Required'),
    challenge: z.string(),
    enrolment: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }),
  }),
]);
export type SecondStep = z.infer<typeof secondStepSchema>;

/** spec 1 §7: the login response is the token string itself (or the second step's challenge). */
export const login = defineCall({
  id: 'auth.login',
  summary: 'Sign in; answers the session token, or a challenge for the second factor',
  base: 'api',
  method: 'POST',
  path: '/auth/login',
  body: loginRequestSchema,
  response: z.union([z.string(), secondStepSchema]),
  public: true,
});

export const logout = defineCall({
  id: 'users.logout',
  summary: 'Ends the session: the token stops working',
  base: 'api',
  method: 'GET',
  path: '/users/logout',
  response: z.object({ message: z.string() }),
});

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  userName: z.string(),
  email: z.string(),
  userType: z.enum(userTypes),
  userTypeId: z.string(),
  userTypeName: z.string(),
  roleId: z.string().nullable(),
  role: z.object({ _id: z.string(), name: z.string() }).nullable(),
  status: z.enum(['Active', 'Inactive']),
  createdDate: z.string(),
  /** Ours (docs/decisions/0036-second-factor.md): the user has a second factor turned on. */
  secondFactor: z.boolean(),
});
export type UserDto = z.infer<typeof userSchema>;

export const getUserById = defineCall({
  id: 'users.getById',
  summary: 'One user; the portal uses it to set the profile after sign-in',
  base: 'api',
  method: 'GET',
  path: userByIdPath,
  params: idParamsSchema,
  response: userSchema,
});

export const profileSchema = z.object({ _id: z.string(), name: z.string(), userName: z.string(), email: z.string() });
export const getProfile = defineCall({
  id: 'profiles.get',
  summary: "The signed-in user's profile",
  base: 'api',
  method: 'GET',
  path: '/profiles/get',
  response: profileSchema,
});

export const permissionsByUser = defineCall({
  id: 'roles.permissionsByUser',
  summary: "The signed-in user's role and its current permissions",
  base: 'api',
  method: 'GET',
  path: '/roles/get/permissions/get-by-user',
  response: z.object({ _id: z.string(), name: z.string(), permissions: z.record(z.string(), z.record(z.string(), z.boolean())) }),
});
