import type { AuthPort } from '../ports/auth.port';
import type { LookupsPort } from '../ports/lookups.port';
import type { RequestActivityPort } from '../ports/request-activity.port';
import type { SessionEventsPort } from '../ports/session-events.port';
import type { SessionStorePort } from '../ports/session-store.port';
import { languagePreferenceUseCase, type LanguagePreference } from './language-preference.use-case';
import { loadProfileUseCase, type LoadProfile } from './load-profile.use-case';
import { signInUseCase, type SignIn } from './sign-in.use-case';
import { signOutUseCase, type SignOut } from './sign-out.use-case';

/** Everything views may ask of the portal; the composition root builds it from the ports. */
export interface PortalUseCases {
  signIn: SignIn;
  signOut: SignOut;
  loadProfile: LoadProfile;
  /** The token persisted by an earlier visit, read once when the portal starts. */
  storedToken: () => string | null;
  forgetSession: () => void;
  language: LanguagePreference;
  lookups: LookupsPort;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
}

export interface PortalPorts {
  auth: AuthPort;
  lookups: LookupsPort;
  sessionStore: SessionStorePort;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
}

export function buildPortalUseCases(ports: PortalPorts): PortalUseCases {
  const { auth, sessionStore, reportProblem } = ports;
  return {
    signIn: signInUseCase({ auth, sessionStore }),
    signOut: signOutUseCase({ auth, sessionStore, reportProblem }),
    loadProfile: loadProfileUseCase({ auth }),
    storedToken: () => sessionStore.readToken(),
    forgetSession: () => sessionStore.clear(),
    language: languagePreferenceUseCase({ sessionStore }),
    lookups: ports.lookups,
    requestActivity: ports.requestActivity,
    sessionEvents: ports.sessionEvents,
    reportProblem,
  };
}
