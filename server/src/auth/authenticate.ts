import { scopeOf } from '../../../src/domain/organisation/organisation-scope';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import type { Actor, Authenticator } from '../http/actor';
import { ApiFailure } from '../http/api-failure';
import type { SessionsRepository, SessionActorRow } from './sessions.repository';
import type { TokenSigner } from './token-signer';

// spec 1 §4 and §8: token failures are 401 with a status the portal reacts to (sign in again).
const missing = new ApiFailure(401, { status: 'Invalid-Token', message: 'Authentication token is missing' });
const invalid = new ApiFailure(401, { status: 'Invalid-Token', message: 'Invalid authentication token, please sign in again' });
const expired = new ApiFailure(401, { status: 'Token-Expired', message: 'Session expired, please sign in again' });

const lifetimeOver = new ApiFailure(401, { status: 'Token-Expired', message: 'Session reached its time limit, please sign in again' });
const idle = new ApiFailure(401, { status: 'Token-Expired', message: 'Session ended after 15 minutes without activity, please sign in again' });

/** PCI DSS 8.2.8: a staff session ends after 15 idle minutes; activity is written at most once a minute. */
export const staffIdleMs = 15 * 60_000;
const touchEveryMs = 60_000;

function actorOf(row: SessionActorRow, sessionId: string): Actor {
  const roleUsable = row.roleId !== null && row.roleName !== null;
  return {
    userId: row.userId,
    userName: row.userName,
    userType: row.userType,
    userTypeId: row.userTypeId,
    scope: scopeOf({ userType: row.userType, userTypeId: row.userTypeId, belongsToPlatformRecord: row.belongsToPlatformRecord }),
    role: roleUsable
      ? {
          id: row.roleId as string,
          name: row.roleName as string,
          // An inactive role stays visible by name but grants nothing.
          permissions: row.roleStatus === 'Active' ? normalisePermissions(row.permissions) : {},
        }
      : null,
    sessionId,
  };
}

/**
 * Verifies the token, then reads the session, user and role from the database on every call
 * (docs/decisions/0002-sessions.md): logout, a deactivated user or a changed role apply at once.
 */
export function createAuthenticator(deps: {
  signer: TokenSigner;
  sessions: SessionsRepository;
  now: () => Date;
  /** docs/decisions/0002-sessions.md: a staff session's absolute lifetime, counted from sign-in. */
  staffSessionMs: number;
  /** A token verified by a previous secret (TOKEN_SECRET_PREVIOUS, its position in the list) let this user in. */
  onPreviousSecret?: (position: number, userId: string) => Promise<void>;
}): Authenticator {
  return async (token) => {
    if (token === undefined || token.trim() === '') return missing;
    const check = deps.signer.check(token.trim(), Math.floor(deps.now().getTime() / 1000));
    if (check.kind === 'invalid') return invalid;
    if (check.kind === 'expired') return expired;
    const row = await deps.sessions.findActor(check.claims.jti);
    if (row === undefined || row.revokedAt !== null || row.userId !== check.claims._id) return invalid;
    if (row.userStatus !== 'Active') return invalid;
    const actor = actorOf(row, check.claims.jti);
    if (check.previous !== undefined) await deps.onPreviousSecret?.(check.previous, row.userId);
    if (actor.scope.kind === 'platform') {
      const now = deps.now();
      if (now.getTime() - row.issuedAt.getTime() > deps.staffSessionMs) {
        await deps.sessions.revoke(check.claims.jti, now);
        return lifetimeOver;
      }
      const idleMs = now.getTime() - row.lastActiveAt.getTime();
      if (idleMs > staffIdleMs) {
        await deps.sessions.revoke(check.claims.jti, now);
        return idle;
      }
      if (idleMs > touchEveryMs) await deps.sessions.touch(check.claims.jti, now);
    }
    return actor;
  };
}
