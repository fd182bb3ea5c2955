import { inject, injectable } from 'inversify';
import { appErrorCodes, isAppError } from '../../application/errors/app-error';
import type { AuthPort, FactorEnrolment, SecondFactorStatus, SecondStepRequest, UserProfile } from '../../application/session/auth.port';
import { getUserById, login, logout, type UserDto } from '../../contract/auth.contract';
import {
  confirmSecondFactor,
  getSecondFactor,
  renewRecoveryCodes,
  secondFactorSignIn,
  startSecondFactor,
  turnOffSecondFactor,
} from '../../contract/second-factor.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

function profileOf(user: UserDto): UserProfile {
  const { _id, name, userName, email, userType, userTypeId, userTypeName, role, status } = user;
  return { _id, name, userName, email, userType, userTypeId, userTypeName, role, status };
}

@injectable()
export class HttpAuthAdapter implements AuthPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async signIn(userName: string, password: string): Promise<string | SecondStepRequest> {
    const answer = await this.callApi(login, { body: { userName, password } });
    if (typeof answer === 'string') return answer;
    return answer.status === 'Second-Factor-Required'
      ? { kind: 'code', challenge: answer.challenge }
      : { kind: 'enrol', challenge: answer.challenge, enrolment: answer.enrolment };
  }

  completeSecondStep(challenge: string, code: string): Promise<{ token: string; recoveryCodes: string[] }> {
    return this.callApi(secondFactorSignIn, { body: { challenge, code } });
  }

  secondFactorStatus(): Promise<SecondFactorStatus> {
    return this.callApi(getSecondFactor);
  }

  startEnrolment(): Promise<FactorEnrolment> {
    return this.callApi(startSecondFactor);
  }

  async confirmEnrolment(code: string): Promise<string[]> {
    return (await this.callApi(confirmSecondFactor, { body: { code } })).recoveryCodes;
  }

  async turnOffSecondFactor(code: string): Promise<void> {
    await this.callApi(turnOffSecondFactor, { body: { code } });
  }

  async renewRecoveryCodes(code: string): Promise<string[]> {
    return (await this.callApi(renewRecoveryCodes, { body: { code } })).recoveryCodes;
  }

  async signOut(): Promise<void> {
    await this.callApi(logout);
  }

  async userById(id: string): Promise<UserProfile | null> {
    try {
      // Not tracked: the full-screen spinner already shows while the profile loads (spec 1 §2).
      return profileOf(await this.callApi(getUserById, { params: { id }, tracked: false }));
    } catch (problem) {
      if (isAppError(problem) && problem.code === appErrorCodes.notFound) return null;
      throw problem;
    }
  }
}
