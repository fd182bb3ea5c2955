import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { CsvJobsPort } from '../../application/csv-jobs/csv-jobs.port';
import { InMemoryCsvJobsAdapter } from '../csv-jobs/csv-jobs.in-memory-adapter';
import type { DashboardPort } from '../../application/dashboard/dashboard.port';
import type { InquirePort } from '../../application/inquire/inquire.port';
import type { LookupsPort } from '../../application/lookups/lookups.port';
import type { ReportsPort } from '../../application/reports/reports.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import { InMemoryAuthAdapter } from '../session/auth.in-memory-adapter';
import { InMemoryDashboardAdapter } from '../dashboard/dashboard.in-memory-adapter';
import { InMemoryInquireAdapter } from '../inquire/inquire.in-memory-adapter';
import { InMemoryLookupsAdapter } from '../lookups/lookups.in-memory-adapter';
import { InMemoryReportsAdapter } from '../reports/reports.in-memory-adapter';
import { MemorySessionStore } from '../session/memory-session-store';
import { InMemorySettlementsAdapter } from '../settlements/settlements.in-memory-adapter';
import type { SettlementsPort } from '../../application/settlements/settlements.port';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';
import { bindPortalUseCases } from './use-cases.binding';

/** Partial overrides per port: a test replaces only the method it is about (house style rule 8). */
export interface InMemoryContainerOptions {
  auth?: Partial<AuthPort>;
  csvJobs?: Partial<CsvJobsPort>;
  lookups?: Partial<LookupsPort>;
  reports?: Partial<ReportsPort>;
  inquire?: Partial<InquirePort>;
  dashboard?: Partial<DashboardPort>;
  settlements?: Partial<SettlementsPort>;
  sessionStore?: SessionStorePort;
  reportProblem?: (problem: unknown) => void;
}

/** The composition without a server: demo data, for tests and for looking at the portal alone. */
export function createInMemoryContainer(options: InMemoryContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ReportProblem).toConstantValue(options.reportProblem ?? reportProblemToConsole);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).toConstantValue(options.sessionStore ?? new MemorySessionStore());
  container.bind(TOKENS.RequestTracker).to(RequestTracker);
  container.bind(TOKENS.TokenRejections).to(TokenRejections);
  container.bind<AuthPort>(TOKENS.AuthPort).toConstantValue(new InMemoryAuthAdapter(options.auth));
  container.bind<CsvJobsPort>(TOKENS.CsvJobsPort).toConstantValue(new InMemoryCsvJobsAdapter(options.csvJobs));
  container.bind<LookupsPort>(TOKENS.LookupsPort).toConstantValue(new InMemoryLookupsAdapter(options.lookups));
  container.bind<ReportsPort>(TOKENS.ReportsPort).toConstantValue(new InMemoryReportsAdapter(options.reports));
  container.bind<InquirePort>(TOKENS.InquirePort).toConstantValue(new InMemoryInquireAdapter(options.inquire));
  container.bind<DashboardPort>(TOKENS.DashboardPort).toConstantValue(new InMemoryDashboardAdapter(options.dashboard));
  container.bind<SettlementsPort>(TOKENS.SettlementsPort).toConstantValue(new InMemorySettlementsAdapter(options.settlements));
  bindPortalUseCases(container);
  return container;
}
