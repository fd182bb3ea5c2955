import type { FastifyInstance } from 'fastify';
import { getProfile, getUserById } from '../../../src/contract/auth.contract';
import { forbidden, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { canSeeUser, mayReadOtherUsers } from './user-visibility';
import type { UsersRepository } from './users.repository';
import { profileDtoOf, userDtoOf } from './users.wire-mapping';

export function registerUsersRoutes(app: FastifyInstance, kit: RouteKit, users: UsersRepository): void {
  // No permission on the route: reading oneself is the profile fetch after sign-in (spec 1 §2).
  registerCall(app, kit, getUserById, signedIn('organisation'), async ({ params, actor }) => {
    if (params.id !== actor.userId && !mayReadOtherUsers(actor)) return forbidden('Your role does not allow Users.viewAll');
    const user = await users.findById(params.id);
    // Another organisation's user answers as missing, so its existence does not leak.
    if (user === undefined || !canSeeUser(actor, user)) return notFound('User not found');
    return userDtoOf(user);
  });

  registerCall(app, kit, getProfile, signedIn('organisation'), async ({ actor }) => {
    const profile = await users.findProfile(actor.userId);
    return profile === undefined ? notFound('User not found') : profileDtoOf(profile);
  });
}
