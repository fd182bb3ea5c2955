import { normaliseUserName } from '../../domain/session/session-rules';
import type { AuthPort, SecondStepRequest } from './auth.port';
import type { SessionStorePort } from './session-store.port';

/** Answers the token, or the code step the server asks for (docs/decisions/0036-second-factor.md). */
export type SignIn = (userName: string, password: string) => Promise<string | SecondStepRequest>;
export type CompleteSignIn = (challenge: string, code: string) => Promise<{ token: string; recoveryCodes: string[] }>;

/** spec 1 §5: the user name is lower-cased and trimmed; the token answered is kept (spec 1 §9). */
export function signInUseCase(deps: { auth: AuthPort; sessionStore: SessionStorePort }): SignIn {
  return async (userName, password) => {
    const answer = await deps.auth.signIn(normaliseUserName(userName), password);
    if (typeof answer === 'string') deps.sessionStore.writeToken(answer);
    return answer;
  };
}

/** The code step of a sign-in; the token is kept only once the code was accepted. */
export function completeSignInUseCase(deps: { auth: AuthPort; sessionStore: SessionStorePort }): CompleteSignIn {
  return async (challenge, code) => {
    const answer = await deps.auth.completeSecondStep(challenge, code.trim());
    deps.sessionStore.writeToken(answer.token);
    return answer;
  };
}
