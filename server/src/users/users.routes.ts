import type { FastifyInstance } from 'fastify';
import { getProfile, getUserById } from '../../../src/contract/auth.contract';
import {
  addUser,
  changePassword,
  deleteUser,
  editProfile,
  editUser,
  listUsers,
  pageUsers,
  resetUserSecondFactor,
  toggleUserStatus,
} from '../../../src/contract/users.contract';
import { isPlatformStaff } from '../../../src/domain/organisation/organisation-scope';
import { newPasswordIssue } from '../../../src/forms/password-strength';
import { ApiFailure, forbidden, invalidInput, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { OwnAccountService } from './own-account.service';
import type { SecondFactorResetService } from './second-factor-reset.service';
import type { UserManagementService } from './user-management.service';
import { canSeeUser, mayReadOtherUsers } from './user-visibility';
import type { UsersRepository } from './users.repository';
import { profileDtoOf, userDtoOf } from './users.wire-mapping';

export interface UsersRoutesDeps {
  users: UsersRepository;
  management: UserManagementService;
  ownAccount: OwnAccountService;
  factorReset: SecondFactorResetService;
}

export function registerUsersRoutes(app: FastifyInstance, kit: RouteKit, deps: UsersRoutesDeps): void {
  const { users, management, ownAccount, factorReset } = deps;
  const answer = <T, D>(result: T | ApiFailure, dto: (value: T) => D): D | ApiFailure => (result instanceof ApiFailure ? result : dto(result));

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

  // spec 2 §2.6: the users grid, limited to the caller's organisation.
  registerCall(app, kit, listUsers, signedIn('organisation', ['Users', 'viewAll']), async ({ actor }) =>
    (await users.listVisibleTo(actor.scope)).map(userDtoOf),
  );

  // docs/decisions/0027-administration-grids.md: the same rows, a page at a time.
  registerCall(app, kit, pageUsers, signedIn('organisation', ['Users', 'viewAll']), async ({ actor, query }) => {
    const page = await users.pageVisibleTo(actor.scope, { offset: (query.page - 1) * query.limit, limit: query.limit });
    return { data: page.rows.map(userDtoOf), count: page.count };
  });

  registerCall(app, kit, addUser, signedIn('organisation', ['Users', 'addUsers']), async ({ actor, body }) =>
    answer(await management.add(actor, body), userDtoOf),
  );

  registerCall(app, kit, editUser, signedIn('organisation', ['Users', 'editUsers']), async ({ actor, params, body }) =>
    answer(await management.edit(actor, params.id, body), userDtoOf),
  );

  registerCall(app, kit, toggleUserStatus, signedIn('organisation', ['Users', 'activeDeactivateUser']), async ({ actor, params, body }) =>
    answer(await management.setStatus(actor, params.id, body.status), userDtoOf),
  );

  registerCall(app, kit, deleteUser, signedIn('organisation', ['Users', 'deleteUsers']), async ({ actor, params }) =>
    answer(await management.delete(actor, params.id), ({ id }) => ({ _id: id, message: 'User has been deleted successfully!' })),
  );

  // docs/decisions/0036-second-factor.md: platform staff only, with the flag that edits users (a view right never changes).
  registerCall(app, kit, resetUserSecondFactor, signedIn('platform', ['Users', 'editUsers']), async ({ actor, params, request }) =>
    answer(await factorReset.reset(actor, params.id, request.ip), ({ id }) => ({ _id: id, message: 'The second factor has been reset' })),
  );

  // spec 2 §2.8: every signed-in user edits their own profile and password.
  registerCall(app, kit, editProfile, signedIn('organisation'), async ({ actor, body }) => answer(await ownAccount.editProfile(actor, body), profileDtoOf));

  registerCall(app, kit, changePassword, signedIn('organisation'), async ({ actor, body }) => {
    // docs/decisions/0037-password-rules.md: the caller's name and whether they are platform staff are known here.
    const issue = newPasswordIssue(body.newPassword, actor.userName, isPlatformStaff(actor.scope) ? 'platform-staff' : 'other');
    if (issue !== null) return invalidInput(issue, 'newPassword');
    return answer(await ownAccount.changePassword(actor, body), () => ({ message: 'Password changed successfully' }));
  });
}
