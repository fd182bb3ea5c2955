import { allPermissions } from '../../src/domain/permissions/permission-rules';
import type { TokenClaims } from '../../src/domain/session/token-claims';
import { unsignedTokenFor } from '../../src/infrastructure/session/unsigned-token';

export const now = 1_750_000_000;

export function claimsWith(overrides: Partial<TokenClaims> = {}): TokenClaims {
  return {
    _id: 'user-1',
    userName: 'admin',
    userType: 'Admin',
    userTypeId: 'operator-platform',
    organisation: 'platform',
    role: { _id: 'role-1', name: 'admin', permissions: allPermissions() },
    jti: 'session-1',
    iat: now - 60,
    exp: now + 3600,
    ...overrides,
  };
}

export function tokenWith(overrides: Partial<TokenClaims> = {}): string {
  return unsignedTokenFor(claimsWith(overrides));
}
