import type { UserType } from '../../../src/domain/organisation/organisation-scope';
import { hasPermission } from '../../../src/domain/permissions/permission-rules';
import type { Actor } from '../http/actor';

/** Reading users other than oneself needs Users.viewAll (spec 2 §6). */
export function mayReadOtherUsers(actor: Actor): boolean {
  return hasPermission(actor.role?.permissions, ['Users', 'viewAll']);
}

/**
 * decisions.md §2: a user may read themself; with Users.viewAll platform staff read anyone and
 * other staff only users of their own organisation.
 */
export function canSeeUser(actor: Actor, target: { id: string; userType: UserType; userTypeId: string }): boolean {
  if (target.id === actor.userId) return true;
  if (!mayReadOtherUsers(actor)) return false;
  switch (actor.scope.kind) {
    case 'platform':
      return true;
    case 'merchant':
      return target.userType === 'Merchant' && target.userTypeId === actor.scope.merchantId;
    case 'carrier':
      return target.userType === 'Operator' && target.userTypeId === actor.scope.operatorId;
  }
}
