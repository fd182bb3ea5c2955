import { randomBytes } from 'node:crypto';
import { scopeOf } from '../../../src/domain/organisation/organisation-scope';
import { normalisePermissions } from '../../../src/domain/permissions/permission-rules';
import { normaliseUserName } from '../../../src/domain/session/session-rules';
import type { TokenClaims } from '../../../src/domain/session/token-claims';
import type { CredentialsRepository, SignInCandidate } from './credentials.repository';
import { accountCodePolicy, type LoginThrottle } from './login-throttle';
import { dummyPasswordHash, verifyPassword } from './password-hasher';
import type { SessionsRepository } from './sessions.repository';
import type { TokenSigner } from './token-signer';
import type { SecondFactorService } from './second-factor.service';
import type { SecondStep } from '../../../src/contract/auth.contract';

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; claims: TokenClaims }
  | { kind: 'locked'; minutes: number }
  | { kind: 'bad-credentials' }
  | { kind: 'inactive' }
  | { kind: 'second-step'; step: SecondStep };

export type SecondStepOutcome =
  | { kind: 'signed-in'; token: string; claims: TokenClaims; recoveryCodes: string[] }
  | { kind: 'locked'; minutes: number }
  | { kind: 'wrong-code' }
  | { kind: 'start-over' };

export interface SignInDeps {
  credentials: CredentialsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  tokenTtlSeconds: number;
  /** Platform staff sessions end this long after sign-in, whatever the token says (docs/decisions/0002-sessions.md). */
  staffSessionSeconds: number;
  secondFactor: SecondFactorService;
  /** Writes the audit entry of an account whose code step was locked (the staff's Audit Log shows it). */
  recordCodeLock: (lock: { userId: string; userName: string; minutes: number }) => Promise<void>;
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

  /** `client` is the caller's address: the lock is per user name and client (docs/decisions/0002-sessions.md). */
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

    // docs/decisions/0036-second-factor.md: with a factor (or one required), the password only opens the
    // code step; the attempt stays counted against the lock until the code is right.
    const factor = this.deps.secondFactor;
    const platform =
      scopeOf({ userType: user.userType, userTypeId: user.userTypeId, belongsToPlatformRecord: user.belongsToPlatformRecord }).kind === 'platform';
    if (await factor.isEnrolled(user.id)) {
      return { kind: 'second-step', step: { status: 'Second-Factor-Required', challenge: await factor.openChallenge(user.id, 'verify', client) } };
    }
    if (factor.isRequiredFor(platform ? 'platform' : 'organisation')) {
      const enrolment = await factor.start(user.id, user.userName);
      if (enrolment !== 'already-enrolled') {
        const challenge = await factor.openChallenge(user.id, 'enrol', client);
        return { kind: 'second-step', step: { status: 'Second-Factor-Enrolment-Required', challenge, enrolment } };
      }
    }
    await this.deps.throttle.recordSuccess(userName, client, now);
    return this.#openSession(user, now);
  }

  /** The code step: the challenge of the password step and a code of the app (or a recovery code). */
  async completeSecondStep(challenge: string, code: string, client: string): Promise<SecondStepOutcome> {
    const now = this.deps.now();
    const factor = this.deps.secondFactor;
    const taken = await factor.takeAttempt(challenge, client);
    if (taken === undefined) return { kind: 'start-over' };
    // A wrong code counts like a wrong password for this user name and client.
    const minutes = await this.deps.throttle.reserve(taken.userName, client, now);
    if (minutes !== null) {
      await factor.closeChallenge(challenge);
      return { kind: 'locked', minutes };
    }
    // And against the account, from every address together (docs/decisions/0036-second-factor.md).
    const account = await this.deps.throttle.reserveCode(taken.userName, now);
    if (account.minutes !== null) {
      await factor.closeChallenge(challenge);
      return { kind: 'locked', minutes: account.minutes };
    }
    const checked = await factor.checkCode(taken, code);
    if (checked.kind === 'expired') return { kind: 'start-over' };
    if (checked.kind === 'wrong') {
      if (account.lockedNow) await this.deps.recordCodeLock({ userId: taken.userId, userName: taken.userName, minutes: accountCodePolicy.lockMs / 60_000 });
      return { kind: 'wrong-code' };
    }
    await factor.closeChallenge(challenge);
    await this.deps.throttle.clearCodes(taken.userName, now);
    const user = await this.deps.credentials.findByUserName(taken.userName);
    if (user === undefined || user.status !== 'Active') return { kind: 'start-over' };
    await this.deps.throttle.recordSuccess(taken.userName, client, now);
    const opened = await this.#openSession(user, now);
    return { ...opened, recoveryCodes: checked.recoveryCodes };
  }

  async #openSession(user: SignInCandidate, now: Date): Promise<{ kind: 'signed-in'; token: string; claims: TokenClaims }> {
    const platform =
      scopeOf({ userType: user.userType, userTypeId: user.userTypeId, belongsToPlatformRecord: user.belongsToPlatformRecord }).kind === 'platform';
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + (platform ? Math.min(this.deps.tokenTtlSeconds, this.deps.staffSessionSeconds) : this.deps.tokenTtlSeconds);
    const jti = randomBytes(16).toString('hex');
    await this.deps.sessions.create({ jti, userId: user.id, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) });
    const claims = claimsFor(user, jti, iat, exp);
    return { kind: 'signed-in', token: this.deps.signer.sign(claims), claims };
  }
}
