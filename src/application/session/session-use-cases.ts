import type { AuthPort, FactorEnrolment, SecondFactorStatus } from './auth.port';
import { languagePreferenceUseCase, type LanguagePreference } from './language-preference.use-case';
import { loadProfileUseCase, type LoadProfile } from './load-profile.use-case';
import type { RequestActivityPort } from './request-activity.port';
import type { SessionEventsPort } from './session-events.port';
import type { SessionStorePort } from './session-store.port';
import { completeSignInUseCase, signInUseCase, type CompleteSignIn, type SignIn } from './sign-in.use-case';
import { signOutUseCase, type SignOut } from './sign-out.use-case';

/** What every screen may ask of the portal whatever the area: the session, language and activity. */
export interface SessionUseCases {
  signIn: SignIn;
  completeSignIn: CompleteSignIn;
  /** The signed-in user's second factor (docs/decisions/0036-second-factor.md). */
  secondFactor: {
    status: () => Promise<SecondFactorStatus>;
    start: () => Promise<FactorEnrolment>;
    confirm: (code: string) => Promise<string[]>;
    turnOff: (code: string) => Promise<void>;
    renewRecoveryCodes: (code: string) => Promise<string[]>;
  };
  signOut: SignOut;
  /** docs/decisions/0002-sessions.md: one light call the server counts as activity ("Stay signed in"). */
  keepAlive: () => Promise<void>;
  loadProfile: LoadProfile;
  /** The token persisted by an earlier visit, read once when the portal starts. */
  storedToken: () => string | null;
  forgetSession: () => void;
  language: LanguagePreference;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
}

export interface SessionPorts {
  auth: AuthPort;
  sessionStore: SessionStorePort;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
}

export function sessionUseCases(ports: SessionPorts): SessionUseCases {
  const { auth, sessionStore, reportProblem } = ports;
  return {
    signIn: signInUseCase({ auth, sessionStore }),
    completeSignIn: completeSignInUseCase({ auth, sessionStore }),
    secondFactor: {
      status: () => auth.secondFactorStatus(),
      start: () => auth.startEnrolment(),
      confirm: (code) => auth.confirmEnrolment(code.trim()),
      turnOff: (code) => auth.turnOffSecondFactor(code.trim()),
      renewRecoveryCodes: (code) => auth.renewRecoveryCodes(code.trim()),
    },
    signOut: signOutUseCase({ auth, sessionStore, reportProblem }),
    keepAlive: async () => {
      await auth.secondFactorStatus();
    },
    loadProfile: loadProfileUseCase({ auth }),
    storedToken: () => sessionStore.readToken(),
    forgetSession: () => sessionStore.clear(),
    language: languagePreferenceUseCase({ sessionStore }),
    requestActivity: ports.requestActivity,
    sessionEvents: ports.sessionEvents,
    reportProblem,
  };
}
