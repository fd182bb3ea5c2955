import { inject, injectable } from 'inversify';
import { appErrorCodes, isAppError } from '../../application/errors/app-error';
import type { AuthPort, UserProfile } from '../../application/session/auth.port';
import { getUserById, login, logout, type UserDto } from '../../contract/auth.contract';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

function profileOf(user: UserDto): UserProfile {
  const { _id, name, userName, email, userType, userTypeId, userTypeName, role, status } = user;
  return { _id, name, userName, email, userType, userTypeId, userTypeName, role, status };
}

@injectable()
export class HttpAuthAdapter implements AuthPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  signIn(userName: string, password: string): Promise<string> {
    return this.callApi(login, { body: { userName, password } });
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
