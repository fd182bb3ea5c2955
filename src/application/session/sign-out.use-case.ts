import type { AuthPort } from './auth.port';
import type { SessionStorePort } from './session-store.port';

export type SignOut = () => Promise<void>;

/**
 * spec 1 §2 (/logout clears the session). The server call revokes the token; when it fails (the
 * token already expired, the network is down) the local session is cleared all the same, because
 * a person who asked to sign out must end up signed out.
 */
export function signOutUseCase(deps: { auth: AuthPort; sessionStore: SessionStorePort; reportProblem: (problem: unknown) => void }): SignOut {
  return async () => {
    try {
      await deps.auth.signOut();
    } catch (problem) {
      deps.reportProblem(problem);
    } finally {
      deps.sessionStore.clear();
    }
  };
}
