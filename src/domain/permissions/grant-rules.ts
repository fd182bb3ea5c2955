import { permissionAreas, permissionCatalogue, platformOnlyAreas, type PermissionArea, type Permissions } from './permission-catalogue';

/** A granted flag written `Area.flag`, as refusals name it. */
export type GrantName = `${string}.${string}`;

/** Every flag set to true in a grant set, as `Area.flag`, in catalogue order. */
export function grantedFlags(permissions: Permissions | undefined): GrantName[] {
  const names: GrantName[] = [];
  for (const area of permissionAreas) {
    const grants = permissions?.[area] as Record<string, boolean | undefined> | undefined;
    if (grants === undefined) continue;
    for (const flag of permissionCatalogue[area] as readonly string[]) {
      if (grants[flag] === true) names.push(`${area}.${flag}`);
    }
  }
  return names;
}

/**
 * docs/spec/decisions.md §8: nobody grants a right they do not hold. Answers the flags `requested`
 * grants that `actor` does not hold (empty when the request stays within the actor's rights).
 */
export function grantsBeyond(actor: Permissions | undefined, requested: Permissions | undefined): GrantName[] {
  const held = new Set(grantedFlags(actor));
  return grantedFlags(requested).filter((name) => !held.has(name));
}

const platformOnly = new Set<PermissionArea>(platformOnlyAreas);

/** The flags of `requested` in the areas only the platform may grant (spec 2 §6). */
export function platformOnlyGrants(requested: Permissions | undefined): GrantName[] {
  return grantedFlags(requested).filter((name) => platformOnly.has(name.split('.')[0] as PermissionArea));
}

/**
 * spec 2 §6: the role form hides the platform-only groups from everyone but platform staff, so
 * their form cannot carry those groups. When such a user saves a role, the role keeps the
 * platform-only grants it had (`stored`) whatever the request says about them; the other areas
 * are the request's.
 */
export function keepingPlatformOnlyAreas(stored: Permissions | undefined, requested: Permissions): Permissions {
  const result: Record<string, unknown> = {};
  for (const area of permissionAreas) {
    const source = platformOnly.has(area) ? stored : requested;
    const grants = source?.[area];
    if (grants !== undefined) result[area] = { ...grants };
  }
  return result as Permissions;
}
