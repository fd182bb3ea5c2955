import { normaliseUserName } from '../../domain/session/session-rules';
import type { AuthPort } from './auth.port';
import type { SessionStorePort } from './session-store.port';

export type SignIn = (userName: string, password: string) => Promise<string>;

/** spec 1 §5: the user name is lower-cased and trimmed; the token answered is kept (spec 1 §9). */
export function signInUseCase(deps: { auth: AuthPort; sessionStore: SessionStorePort }): SignIn {
  return async (userName, password) => {
    const token = await deps.auth.signIn(normaliseUserName(userName), password);
    deps.sessionStore.writeToken(token);
    return token;
  };
}
