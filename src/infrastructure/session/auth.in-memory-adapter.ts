import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { AuthPort, FactorEnrolment, SecondFactorStatus, SecondStepRequest, UserProfile } from '../../application/session/auth.port';
import { demoUsers, type DemoUser } from './demo-users';
import { unsignedTokenFor } from './unsigned-token';

/** docs/decisions/0002-sessions.md: twelve hours. */
const tokenLifetimeSeconds = 12 * 60 * 60;

function tokenOf(user: DemoUser, nowSeconds: number): string {
  return unsignedTokenFor({
    _id: user.profile._id,
    userName: user.profile.userName,
    userType: user.profile.userType,
    userTypeId: user.profile.userTypeId,
    organisation: user.organisation,
    role: user.profile.role ? { ...user.profile.role, permissions: user.permissions } : null,
    jti: `session-${user.profile._id}-${nowSeconds}`,
    iat: nowSeconds,
    exp: nowSeconds + tokenLifetimeSeconds,
  });
}

/** The whole AuthPort in memory; a test replaces any method through `overrides`. */
export class InMemoryAuthAdapter implements AuthPort {
  constructor(
    private readonly overrides: Partial<AuthPort> = {},
    private readonly users: readonly DemoUser[] = demoUsers,
  ) {}

  async signIn(userName: string, password: string): Promise<string | SecondStepRequest> {
    if (this.overrides.signIn) return this.overrides.signIn(userName, password);
    const user = this.users.find((candidate) => candidate.profile.userName === userName && candidate.password === password);
    if (!user) throw new AppError(appErrorCodes.badCredentials, 'Invalid user name or password');
    return tokenOf(user, Math.floor(Date.now() / 1000));
  }

  /** The in-memory portal has no second factor unless a test gives one through `overrides`. */
  async completeSecondStep(challenge: string, code: string): Promise<{ token: string; recoveryCodes: string[] }> {
    if (this.overrides.completeSecondStep) return this.overrides.completeSecondStep(challenge, code);
    throw new AppError(appErrorCodes.unexpected, 'No second factor in memory');
  }

  async secondFactorStatus(): Promise<SecondFactorStatus> {
    if (this.overrides.secondFactorStatus) return this.overrides.secondFactorStatus();
    return { enrolled: false, required: false, recoveryCodesLeft: 0 };
  }

  async startEnrolment(): Promise<FactorEnrolment> {
    if (this.overrides.startEnrolment) return this.overrides.startEnrolment();
    throw new AppError(appErrorCodes.unexpected, 'No second factor in memory');
  }

  async confirmEnrolment(code: string): Promise<string[]> {
    if (this.overrides.confirmEnrolment) return this.overrides.confirmEnrolment(code);
    throw new AppError(appErrorCodes.unexpected, 'No second factor in memory');
  }

  /** Answers as the server does for a user without a factor: there is nothing to turn off. */
  async turnOffSecondFactor(code: string): Promise<void> {
    if (this.overrides.turnOffSecondFactor) return this.overrides.turnOffSecondFactor(code);
    throw new AppError('conflict', 'No second factor is set up', 'code');
  }

  async renewRecoveryCodes(code: string): Promise<string[]> {
    if (this.overrides.renewRecoveryCodes) return this.overrides.renewRecoveryCodes(code);
    throw new AppError('conflict', 'No second factor is set up', 'code');
  }

  async signOut(): Promise<void> {
    if (this.overrides.signOut) return this.overrides.signOut();
  }

  async userById(id: string): Promise<UserProfile | null> {
    if (this.overrides.userById) return this.overrides.userById(id);
    return this.users.find((user) => user.profile._id === id)?.profile ?? null;
  }
}
