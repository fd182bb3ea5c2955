import { isPlatformStaff, type UserType } from '../../../src/domain/organisation/organisation-scope';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import { grantsBeyond } from '../../../src/domain/permissions/grant-rules';
import { userFormMessages } from '../../../src/forms/user.form-schema';
import type { Actor } from '../http/actor';
import { forbidden, invalidInput, type ApiFailure } from '../http/api-failure';
import type { AssignableRole, UserWrites } from './user-writes.repository';

export interface Placement {
  userType: UserType;
  userTypeId: string;
}

/**
 * spec 2 §2.6 and docs/spec/decisions.md §8: only platform staff choose a user's type and
 * organisation; everyone else's users stay in `fallback` (their own organisation, or the edited
 * user's, which is the same). Admin users belong to the platform record.
 */
export async function placementFor(
  actor: Actor,
  requested: { userType?: UserType | undefined; userTypeId?: string | undefined },
  fallback: Placement,
  writes: UserWrites,
): Promise<Placement | ApiFailure> {
  if (!isPlatformStaff(actor.scope)) {
    const elsewhere =
      (requested.userType !== undefined && requested.userType !== fallback.userType) ||
      (requested.userTypeId !== undefined && requested.userTypeId !== fallback.userTypeId);
    return elsewhere
      ? forbidden('Only platform staff may place a user in another organisation')
      : { userType: fallback.userType, userTypeId: fallback.userTypeId };
  }
  const userType = requested.userType ?? fallback.userType;
  const userTypeId = requested.userTypeId ?? (requested.userType === undefined ? fallback.userTypeId : undefined);
  const badSubType = invalidInput(userFormMessages.userTypeIdRequired, 'userTypeId');
  switch (userType) {
    case 'Admin': {
      const platformId = await writes.platformOperatorId();
      return userTypeId === undefined || userTypeId === platformId ? { userType, userTypeId: platformId } : badSubType;
    }
    case 'Operator':
      return userTypeId !== undefined && (await writes.operatorOf(userTypeId)) !== undefined ? { userType, userTypeId } : badSubType;
    case 'Merchant':
      return userTypeId !== undefined && (await writes.merchantExists(userTypeId)) ? { userType, userTypeId } : badSubType;
  }
}

/**
 * spec 2 §4: the chosen role must be one of the user's organisation; docs/spec/decisions.md §8:
 * nobody gives a role granting a flag they do not hold. Another organisation's role answers like
 * an unknown one.
 */
export async function assignableRole(actor: Actor, roleId: string, userTypeId: string, writes: UserWrites): Promise<AssignableRole | ApiFailure> {
  const role = await writes.roleForAssignment(roleId);
  if (role === undefined || role.userTypeId !== userTypeId) return invalidInput(userFormMessages.roleRequired, 'role');
  const beyond = grantsBeyond(actor.role?.permissions, normalisePermissions(role.permissions));
  return beyond.length > 0 ? forbidden(`You may not give a role granting rights you do not hold: ${beyond.join(', ')}`) : role;
}

/** Nobody manages a user whose role grants more than they hold themselves (docs/decisions/0016-users-and-roles.md). */
export function refusalToManage(actor: Actor, target: { id: string; rolePermissions: unknown }): ApiFailure | null {
  if (target.id === actor.userId) return null;
  const beyond = grantsBeyond(actor.role?.permissions, normalisePermissions(target.rolePermissions));
  return beyond.length > 0 ? forbidden('You may not change a user whose role grants rights you do not hold') : null;
}
