import type { PermissionRequirement } from '../../../src/domain/permissions/permission-catalogue';

/**
 * What a route demands of its caller (docs/decisions/0003-permissions-and-navigation.md): nothing, or a signed-in
 * user; `platform` routes are for platform staff only, `organisation` routes serve every
 * organisation and limit rows to the caller's own; `permission` is the role flag required.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'signed-in'; scope: 'platform' | 'organisation'; permission?: PermissionRequirement };

export type SignedInAccess = Extract<RouteAccess, { kind: 'signed-in' }>;

export const publicAccess = { kind: 'public' } as const satisfies RouteAccess;

export function signedIn(scope: SignedInAccess['scope'], permission?: PermissionRequirement): SignedInAccess {
  return permission === undefined ? { kind: 'signed-in', scope } : { kind: 'signed-in', scope, permission };
}

export function describeAccess(access: RouteAccess): string {
  if (access.kind === 'public') return 'public';
  const who = access.scope === 'platform' ? 'platform staff' : 'any signed-in user (own organisation)';
  return access.permission === undefined ? who : `${who} with ${access.permission[0]}.${access.permission[1]}`;
}
