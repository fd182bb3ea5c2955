import type { Permissions } from '../permissions/permission-catalogue';
import type { OrganisationKind, UserType } from '../organisation/organisation-scope';

/**
 * What the signed session token carries (spec 1 §3: `_id`, `userTypeId` and the role with its
 * permissions by area). The server signs it; the portal only reads it to decide what to show.
 */
export interface TokenClaims {
  _id: string;
  userName: string;
  userType: UserType;
  userTypeId: string;
  organisation: OrganisationKind;
  role: { _id: string; name: string; permissions: Permissions } | null;
  /** Session id: logout revokes it on the server. */
  jti: string;
  /** Issued-at and expiry, seconds since the epoch. */
  iat: number;
  exp: number;
}

function base64UrlToText(segment: string): string {
  // atob decodes without the padding (the HTML standard's forgiving base64), which base64url drops.
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a token without checking its signature (only the server can). */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  // An empty payload fails JSON.parse below like any other unreadable one.
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlToText(parts[1])) as Partial<TokenClaims>;
    if (typeof claims._id !== 'string' || claims._id === '') return null;
    if (typeof claims.exp !== 'number' || typeof claims.userTypeId !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
