import type { OrganisationScope, UserType } from '../../../src/domain/organisation/organisation-scope';
import { hasPermission } from '../../../src/domain/permissions/permission-rules';
import type { Actor } from '../http/actor';

/** Reading users other than oneself needs Users.viewAll (spec 2 §6). */
export function mayReadOtherUsers(actor: Actor): boolean {
  return hasPermission(actor.role?.permissions, ['Users', 'viewAll']);
}

/**
 * docs/spec/decisions.md §2: platform staff reach every user; a merchant user its merchant's users; carrier
 * staff their carrier's. Anything else answers as missing (docs/decisions/0005-reference-server-core.md).
 */
export function withinScope(scope: OrganisationScope, target: { userType: UserType; userTypeId: string }): boolean {
  switch (scope.kind) {
    case 'platform':
      return true;
    case 'merchant':
      return target.userType === 'Merchant' && target.userTypeId === scope.merchantId;
    case 'carrier':
      return target.userType === 'Operator' && target.userTypeId === scope.operatorId;
  }
}

/** A user may read themself; with Users.viewAll, the users within their scope. */
export function canSeeUser(actor: Actor, target: { id: string; userType: UserType; userTypeId: string }): boolean {
  if (target.id === actor.userId) return true;
  return mayReadOtherUsers(actor) && withinScope(actor.scope, target);
}
