import { decodeTokenClaims, type TokenClaims } from './token-claims';

export type SessionState = { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'expired'; claims: TokenClaims } | { kind: 'active'; claims: TokenClaims };

/**
 * spec 1 §2 and §8: a token that cannot be decoded or lacks an id is treated as no token and the
 * session is cleared; an expired one cannot be used either.
 */
export function sessionStateOf(token: string | null | undefined, nowSeconds: number): SessionState {
  if (!token) return { kind: 'anonymous' };
  const claims = decodeTokenClaims(token);
  if (!claims) return { kind: 'invalid' };
  if (claims.exp <= nowSeconds) return { kind: 'expired', claims };
  return { kind: 'active', claims };
}

/** spec 1 §2: the session survives only when the fetched profile has an id and the role exists. */
export function profileKeepsSession(claims: TokenClaims, profile: { _id?: string | null } | null): boolean {
  return Boolean(profile?._id) && claims.role !== null && claims.role !== undefined;
}

/** spec 1 §5: the user name is lower-cased and trimmed before it is sent. */
export function normaliseUserName(userName: string): string {
  return userName.trim().toLowerCase();
}
