import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { CsvJobsPort } from '../../application/csv-jobs/csv-jobs.port';
import { HttpCsvJobsAdapter } from '../csv-jobs/csv-jobs.http-adapter';
import type { DashboardPort } from '../../application/dashboard/dashboard.port';
import type { InquirePort } from '../../application/inquire/inquire.port';
import type { LookupsPort } from '../../application/lookups/lookups.port';
import type { ReportsPort } from '../../application/reports/reports.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import type { PortalConfig } from '../config/portal-config';
import { HttpAuthAdapter } from '../session/auth.http-adapter';
import { createHttpTransport, type CallApi } from '../http/http-transport';
import { HttpDashboardAdapter } from '../dashboard/dashboard.http-adapter';
import { HttpInquireAdapter } from '../inquire/inquire.http-adapter';
import { HttpLookupsAdapter } from '../lookups/lookups.http-adapter';
import { HttpReportsAdapter } from '../reports/reports.http-adapter';
import { HttpSettlementsAdapter } from '../settlements/settlements.http-adapter';
import type { SettlementsPort } from '../../application/settlements/settlements.port';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { LocalSessionStore } from '../session/local-session-store';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';
import { bindPortalUseCases } from './use-cases.binding';

export interface HttpContainerOptions {
  config: PortalConfig;
  fetch?: typeof globalThis.fetch;
  storage?: Storage;
  reportProblem?: (problem: unknown) => void;
}

/** The composition that talks to the API over HTTP (decisions.md "Wire and bases"). */
export function createHttpContainer(options: HttpContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<PortalConfig>(TOKENS.PortalConfig).toConstantValue(options.config);
  container.bind<typeof globalThis.fetch>(TOKENS.Fetch).toConstantValue(options.fetch ?? globalThis.fetch.bind(globalThis));
  container.bind<Storage>(TOKENS.Storage).toConstantValue(options.storage ?? globalThis.localStorage);
  container.bind(TOKENS.ReportProblem).toConstantValue(options.reportProblem ?? reportProblemToConsole);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).to(LocalSessionStore);
  container.bind(TOKENS.RequestTracker).to(RequestTracker);
  container.bind(TOKENS.TokenRejections).to(TokenRejections);
  container.bind<CallApi>(TOKENS.CallApi).toDynamicValue((context) =>
    createHttpTransport({
      config: context.get(TOKENS.PortalConfig),
      sessionStore: context.get(TOKENS.SessionStorePort),
      fetch: context.get(TOKENS.Fetch),
      tracker: context.get(TOKENS.RequestTracker),
      tokenRejections: context.get(TOKENS.TokenRejections),
      reportProblem: context.get(TOKENS.ReportProblem),
    }),
  );
  container.bind<AuthPort>(TOKENS.AuthPort).to(HttpAuthAdapter);
  container.bind<CsvJobsPort>(TOKENS.CsvJobsPort).to(HttpCsvJobsAdapter);
  container.bind<LookupsPort>(TOKENS.LookupsPort).to(HttpLookupsAdapter);
  container.bind<ReportsPort>(TOKENS.ReportsPort).to(HttpReportsAdapter);
  container.bind<InquirePort>(TOKENS.InquirePort).to(HttpInquireAdapter);
  container.bind<DashboardPort>(TOKENS.DashboardPort).to(HttpDashboardAdapter);
  container.bind<SettlementsPort>(TOKENS.SettlementsPort).to(HttpSettlementsAdapter);
  bindPortalUseCases(container);
  return container;
}
