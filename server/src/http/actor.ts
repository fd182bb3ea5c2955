import type { OrganisationScope, UserType } from '../../../src/domain/organisation/organisation-scope';
import type { Permissions } from '../../../src/domain/permissions/permission-catalogue';
import type { ApiFailure } from './api-failure';

/** The signed-in caller as the database says now, not as the token said at sign-in. */
export interface Actor {
  userId: string;
  userName: string;
  userType: UserType;
  userTypeId: string;
  scope: OrganisationScope;
  /** Null when the user has no role; an inactive role grants nothing. */
  role: { id: string; name: string; permissions: Permissions } | null;
  /** The session (token jti) the call came with; logout revokes it. */
  sessionId: string;
}

/** How the route kit learns who calls: the token's actor, or the 401 to answer (auth/authenticate.ts builds it). */
export type Authenticator = (token: string | undefined) => Promise<Actor | ApiFailure>;
