import {
  permissionAreas,
  permissionCatalogue,
  type PermissionArea,
  type PermissionFlag,
  type PermissionRequirement,
  type Permissions,
} from './permission-catalogue';

export function hasPermission(permissions: Permissions | undefined, [area, flag]: PermissionRequirement): boolean {
  const grants = permissions?.[area] as Record<string, boolean | undefined> | undefined;
  return grants?.[flag] === true;
}

/** Keeps only known areas and flags with boolean values: what a role may store or a token carry. */
export function normalisePermissions(input: unknown): Permissions {
  const result: Record<string, Record<string, boolean>> = {};
  if (typeof input !== 'object' || input === null) return result as Permissions;
  for (const area of permissionAreas) {
    const grants = (input as Record<string, unknown>)[area];
    if (typeof grants !== 'object' || grants === null) continue;
    const kept: Record<string, boolean> = {};
    for (const flag of permissionCatalogue[area] as readonly string[]) {
      const value = (grants as Record<string, unknown>)[flag];
      if (typeof value === 'boolean') kept[flag] = value;
    }
    if (Object.keys(kept).length > 0) result[area] = kept;
  }
  return result as Permissions;
}

/** Every flag of every area set to true: the platform admin role. */
export function allPermissions(): Permissions {
  const result: Record<string, Record<string, boolean>> = {};
  for (const area of permissionAreas) {
    result[area] = Object.fromEntries((permissionCatalogue[area] as readonly string[]).map((flag) => [flag, true]));
  }
  return result as Permissions;
}

/** Builds a grant set from a list of requirements, e.g. for seeding roles. */
export function grant(requirements: readonly PermissionRequirement[]): Permissions {
  const result: Record<string, Record<string, boolean>> = {};
  for (const [area, flag] of requirements) {
    result[area] = { ...(result[area] ?? {}), [flag]: true };
  }
  return result as Permissions;
}

export function flagsOf<A extends PermissionArea>(area: A): readonly PermissionFlag<A>[] {
  return permissionCatalogue[area] as readonly PermissionFlag<A>[];
}
