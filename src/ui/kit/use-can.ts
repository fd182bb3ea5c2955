import { useMemo } from 'react';
import { isPlatformStaff } from '../../domain/organisation/organisation-scope';
import type { PermissionRequirement } from '../../domain/permissions/permission-catalogue';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { useSession } from '../session/use-session';

export interface Can {
  /** The signed-in role holds this flag (docs/spec/decisions.md §2: the API enforces it as well). */
  can: (requirement: PermissionRequirement) => boolean;
  /** Platform staff: Admin users and Operator users of the platform record. */
  isPlatform: boolean;
  /** Platform staff holding the flag: the "Walee only" rights of document 2. */
  canAsPlatform: (requirement: PermissionRequirement) => boolean;
  roleName: string | null;
}

/** What the signed-in user may do, from the token's role and organisation. */
export function useCan(): Can {
  const { claims } = useSession();
  return useMemo(() => {
    const permissions = claims?.role?.permissions;
    const isPlatform = claims !== null && isPlatformStaff(claims.organisation);
    const can = (requirement: PermissionRequirement) => hasPermission(permissions, requirement);
    return { can, isPlatform, canAsPlatform: (requirement) => isPlatform && can(requirement), roleName: claims?.role?.name ?? null };
  }, [claims]);
}
