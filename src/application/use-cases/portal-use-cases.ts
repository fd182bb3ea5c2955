import type { AuthPort } from '../session/auth.port';
import type { CsvJobsPort } from '../csv-jobs/csv-jobs.port';
import { csvJobsUseCases, type CsvJobsUseCases } from '../csv-jobs/csv-jobs.use-case';
import type { InquirePort } from '../inquire/inquire.port';
import type { DashboardPort } from '../dashboard/dashboard.port';
import type { LookupsPort } from '../lookups/lookups.port';
import type { ReportsPort } from '../reports/reports.port';
import type { RequestActivityPort } from '../session/request-activity.port';
import type { SessionEventsPort } from '../session/session-events.port';
import type { SessionStorePort } from '../session/session-store.port';
import type { SettlementsPort } from '../settlements/settlements.port';
import { dashboardUseCases, type DashboardUseCases } from '../dashboard/dashboard.use-case';
import { inquireUseCases, type InquireUseCases } from '../inquire/inquire.use-case';
import { languagePreferenceUseCase, type LanguagePreference } from '../session/language-preference.use-case';
import { loadProfileUseCase, type LoadProfile } from '../session/load-profile.use-case';
import { reportsUseCases, type ReportsUseCases } from '../reports/reports.use-case';
import { signInUseCase, type SignIn } from '../session/sign-in.use-case';
import { signOutUseCase, type SignOut } from '../session/sign-out.use-case';
import { settlementsUseCases, type SettlementsUseCases } from '../settlements/settlements.use-case';

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
