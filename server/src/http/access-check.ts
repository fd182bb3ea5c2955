import { isPlatformStaff } from '../../../src/domain/organisation/organisation-scope';
import { hasPermission } from '../../../src/domain/permissions/permission-rules';
import type { Actor } from './actor';
import { forbidden, type ApiFailure } from './api-failure';
import type { SignedInAccess } from './route-access';

/** docs/spec/decisions.md §2: what a role allows is enforced on every call, not only hidden in the portal. */
export function refusalFor(access: SignedInAccess, actor: Actor): ApiFailure | null {
  if (access.scope === 'platform' && !isPlatformStaff(actor.scope)) {
    return forbidden('Only platform staff may do this');
  }
  if (access.permission !== undefined && !hasPermission(actor.role?.permissions, access.permission)) {
    const [area, flag] = access.permission;
    return forbidden(`Your role does not allow ${area}.${flag}`);
  }
  return null;
}
