import type { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { CsvJobsPort } from '../../application/csv-jobs/csv-jobs.port';
import type { DashboardPort } from '../../application/dashboard/dashboard.port';
import type { InquirePort } from '../../application/inquire/inquire.port';
import type { LookupsPort } from '../../application/lookups/lookups.port';
import type { ReportsPort } from '../../application/reports/reports.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import type { SettlementsPort } from '../../application/settlements/settlements.port';
import { buildPortalUseCases, type PortalUseCases } from '../../application/use-cases/portal-use-cases';
import type { RequestTracker } from '../http/request-tracker';
import type { TokenRejections } from '../http/token-rejections';
import { TOKENS } from './tokens';

/** The same use-cases over whichever adapters a composition bound. */
export function bindPortalUseCases(container: Container): void {
  container
    .bind<PortalUseCases>(TOKENS.PortalUseCases)
    .toDynamicValue((context) =>
      buildPortalUseCases({
        auth: context.get<AuthPort>(TOKENS.AuthPort),
        csvJobs: context.get<CsvJobsPort>(TOKENS.CsvJobsPort),
        lookups: context.get<LookupsPort>(TOKENS.LookupsPort),
        reports: context.get<ReportsPort>(TOKENS.ReportsPort),
        inquire: context.get<InquirePort>(TOKENS.InquirePort),
        dashboard: context.get<DashboardPort>(TOKENS.DashboardPort),
        sessionStore: context.get<SessionStorePort>(TOKENS.SessionStorePort),
        requestActivity: context.get<RequestTracker>(TOKENS.RequestTracker),
        sessionEvents: context.get<TokenRejections>(TOKENS.TokenRejections),
        reportProblem: context.get<(problem: unknown) => void>(TOKENS.ReportProblem),
        settlements: context.get<SettlementsPort>(TOKENS.SettlementsPort),
      }),
    )
    .inSingletonScope();
}
