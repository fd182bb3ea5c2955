import { Container } from 'inversify';
import type { AuthPort } from '../../application/ports/auth.port';
import type { CsvJobsPort } from '../../application/ports/csv-jobs.port';
import { InMemoryCsvJobsAdapter } from '../in-memory/csv-jobs.in-memory-adapter';
import type { DashboardPort } from '../../application/ports/dashboard.port';
import type { InquirePort } from '../../application/ports/inquire.port';
import type { LookupsPort } from '../../application/ports/lookups.port';
import type { ReportsPort } from '../../application/ports/reports.port';
import type { SessionStorePort } from '../../application/ports/session-store.port';
import { InMemoryAuthAdapter } from '../in-memory/auth.in-memory-adapter';
import { InMemoryDashboardAdapter } from '../in-memory/dashboard.in-memory-adapter';
import { InMemoryInquireAdapter } from '../in-memory/inquire.in-memory-adapter';
import { InMemoryLookupsAdapter } from '../in-memory/lookups.in-memory-adapter';
import { InMemoryReportsAdapter } from '../in-memory/reports.in-memory-adapter';
import { MemorySessionStore } from '../in-memory/memory-session-store';
import { InMemorySettlementsAdapter } from '../in-memory/settlements.in-memory-adapter';
import type { SettlementsPort } from '../../application/ports/settlements.port';
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
