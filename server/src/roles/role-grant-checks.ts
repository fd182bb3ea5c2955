import { isPlatformStaff } from '../../../src/domain/organisation/organisation-scope';
import type { Permissions } from '../../../src/domain/permissions/permission-catalogue';
import { grantedFlags, grantsBeyond, keepingPlatformOnlyAreas, platformOnlyGrants } from '../../../src/domain/permissions/grant-rules';
import type { Actor } from '../http/actor';
import { forbidden, type ApiFailure } from '../http/api-failure';

/**
 * The grants a role may be saved with, or the refusal (docs/spec/decisions.md §8 and spec 2 §6):
 * - only platform staff grant the platform-only areas; anyone else's save keeps the role's stored
 *   platform-only grants (their form does not show those groups) and may not add to them;
 * - nobody saves a role granting a flag they do not hold.
 */
export function grantsToSave(actor: Actor, stored: Permissions | undefined, requested: Permissions): Permissions | ApiFailure {
  let permissions = requested;
  if (!isPlatformStaff(actor.scope)) {
    const had = new Set(grantedFlags(stored));
    const added = platformOnlyGrants(requested).filter((name) => !had.has(name));
    if (added.length > 0) return forbidden(`Only platform staff may grant: ${added.join(', ')}`);
    permissions = keepingPlatformOnlyAreas(stored, requested);
  }
  const beyond = grantsBeyond(actor.role?.permissions, permissions);
  return beyond.length > 0 ? forbidden(`You may not grant rights you do not hold: ${beyond.join(', ')}`) : permissions;
}

/** Nobody changes or deletes their own role, nor a role granting more than they hold. */
export function refusalToManageRole(actor: Actor, role: { id: string; permissions: Permissions }): ApiFailure | null {
  if (actor.role?.id === role.id) return forbidden('You may not change your own role');
  const beyond = grantsBeyond(actor.role?.permissions, role.permissions);
  return beyond.length > 0 ? forbidden('You may not change a role that grants rights you do not hold') : null;
}
