import type { CsvJobsPort } from '../../application/csv-jobs/csv-jobs.port';
import { csvJobsUseCases, type CsvJobsUseCases } from '../../application/csv-jobs/csv-jobs.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { TOKENS } from '../di/tokens';
import { HttpCsvJobsAdapter } from './csv-jobs.http-adapter';
import { CsvJobsPortToken } from './csv-jobs.tokens';

/** The csv-jobs area over HTTP, and the use-cases its screens get. */
export const csvJobsFeature: PortalFeature<'csvJobs', CsvJobsPort, CsvJobsUseCases> = {
  name: 'csvJobs',
  bindHttp(container) {
    container.bind<CsvJobsPort>(CsvJobsPortToken).to(HttpCsvJobsAdapter);
  },
  useCases: (container) =>
    csvJobsUseCases({ csvJobs: container.get<CsvJobsPort>(CsvJobsPortToken), reportProblem: container.get<(problem: unknown) => void>(TOKENS.ReportProblem) }),
};
