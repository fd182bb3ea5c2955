import type { AuthPort } from '../ports/auth.port';
import type { CsvJobsPort } from '../ports/csv-jobs.port';
import { csvJobsUseCases, type CsvJobsUseCases } from './csv-jobs.use-case';
import type { InquirePort } from '../ports/inquire.port';
import type { DashboardPort } from '../ports/dashboard.port';
import type { LookupsPort } from '../ports/lookups.port';
import type { ReportsPort } from '../ports/reports.port';
import type { RequestActivityPort } from '../ports/request-activity.port';
import type { SessionEventsPort } from '../ports/session-events.port';
import type { SessionStorePort } from '../ports/session-store.port';
import type { SettlementsPort } from '../ports/settlements.port';
import { dashboardUseCases, type DashboardUseCases } from './dashboard.use-case';
import { inquireUseCases, type InquireUseCases } from './inquire.use-case';
import { languagePreferenceUseCase, type LanguagePreference } from './language-preference.use-case';
import { loadProfileUseCase, type LoadProfile } from './load-profile.use-case';
import { reportsUseCases, type ReportsUseCases } from './reports.use-case';
import { signInUseCase, type SignIn } from './sign-in.use-case';
import { signOutUseCase, type SignOut } from './sign-out.use-case';
import { settlementsUseCases, type SettlementsUseCases } from './settlements.use-case';

/** Everything views may ask of the portal; the composition root builds it from the ports. */
export interface PortalUseCases {
  csvJobs: CsvJobsUseCases;
  dashboard: DashboardUseCases;
  signIn: SignIn;
  signOut: SignOut;
  loadProfile: LoadProfile;
  /** The token persisted by an earlier visit, read once when the portal starts. */
  storedToken: () => string | null;
  forgetSession: () => void;
  language: LanguagePreference;
  lookups: LookupsPort;
  reports: ReportsUseCases;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
  settlements: SettlementsUseCases;
  inquire: InquireUseCases;
}

export interface PortalPorts {
  csvJobs: CsvJobsPort;
  auth: AuthPort;
  dashboard: DashboardPort;
  lookups: LookupsPort;
  reports: ReportsPort;
  inquire: InquirePort;
  sessionStore: SessionStorePort;
  requestActivity: RequestActivityPort;
  sessionEvents: SessionEventsPort;
  reportProblem: (problem: unknown) => void;
  settlements: SettlementsPort;
}

export function buildPortalUseCases(ports: PortalPorts): PortalUseCases {
  const { auth, sessionStore, reportProblem } = ports;
  return {
    csvJobs: csvJobsUseCases({ csvJobs: ports.csvJobs, reportProblem }),
    signIn: signInUseCase({ auth, sessionStore }),
    signOut: signOutUseCase({ auth, sessionStore, reportProblem }),
    loadProfile: loadProfileUseCase({ auth }),
    storedToken: () => sessionStore.readToken(),
    forgetSession: () => sessionStore.clear(),
    language: languagePreferenceUseCase({ sessionStore }),
    lookups: ports.lookups,
    reports: reportsUseCases({ reports: ports.reports }),
    requestActivity: ports.requestActivity,
    sessionEvents: ports.sessionEvents,
    reportProblem,
    inquire: inquireUseCases({ inquire: ports.inquire, reportProblem }),
    dashboard: dashboardUseCases({ dashboard: ports.dashboard }),
    settlements: settlementsUseCases({ settlements: ports.settlements }),
  };
}
