import { randomBytes } from 'node:crypto';
import { scopeOf } from '../../../src/domain/organisation/organisation-scope';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import { normaliseUserName } from '../../../src/domain/session/session-rules';
import type { TokenClaims } from '../../../src/domain/session/token-claims';
import type { CredentialsRepository, SignInCandidate } from './credentials.repository';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password-hasher';
import type { SessionsRepository } from './sessions.repository';
import type { TokenSigner } from './token-signer';

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; claims: TokenClaims }
  | { kind: 'locked'; minutes: number }
  | { kind: 'bad-credentials' }
  | { kind: 'inactive' };

export interface SignInDeps {
  credentials: CredentialsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  tokenTtlSeconds: number;
  now: () => Date;
}

function claimsFor(user: SignInCandidate, jti: string, iat: number, exp: number): TokenClaims {
  const scope = scopeOf({ userType: user.userType, userTypeId: user.userTypeId, belongsToPlatformRecord: user.belongsToPlatformRecord });
  const role =
    user.roleId !== null && user.roleName !== null
      ? { _id: user.roleId, name: user.roleName, permissions: user.roleStatus === 'Active' ? normalisePermissions(user.permissions) : {} }
      : null;
  return { _id: user.id, userName: user.userName, userType: user.userType, userTypeId: user.userTypeId, organisation: scope.kind, role, jti, iat, exp };
}

/** spec 1 §5 and §7: sign-in by user name (trimmed, lower-cased) and password; answers a token. */
export class SignInService {
  constructor(private readonly deps: SignInDeps) {}

  /** `client` is the caller's address: the lock is per user name and client (docs/decisions.md "Sessions"). */
  async signIn(rawUserName: string, password: string, client: string): Promise<SignInOutcome> {
    const userName = normaliseUserName(rawUserName);
    const now = this.deps.now();
    const minutes = await this.deps.throttle.reserve(userName, client, now);
    if (minutes !== null) return { kind: 'locked', minutes };

    const user = await this.deps.credentials.findByUserName(userName);
    // An unknown name costs one hash check too, so timing does not tell which names exist.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    // The failure was counted when the attempt was reserved.
    if (user === undefined || !matches) return { kind: 'bad-credentials' };
    if (user.status !== 'Active') return { kind: 'inactive' };

    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + this.deps.tokenTtlSeconds;
    const jti = randomBytes(16).toString('hex');
    await this.deps.sessions.create({ jti, userId: user.id, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) });
    await this.deps.throttle.recordSuccess(userName, client, now);
    const claims = claimsFor(user, jti, iat, exp);
    return { kind: 'signed-in', token: this.deps.signer.sign(claims), claims };
  }
}
