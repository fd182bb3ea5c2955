import type { CsvJobsPort } from '../../application/csv-jobs/csv-jobs.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryCsvJobsAdapter } from './csv-jobs.in-memory-adapter';
import { CsvJobsPortToken } from './csv-jobs.tokens';

/** The csv-jobs area on demo data, for tests and for working on screens without a server. */
export const csvJobsInMemory: InMemoryFeature<CsvJobsPort> = {
  name: 'csvJobs',
  bindInMemory(container, overrides) {
    container.bind<CsvJobsPort>(CsvJobsPortToken).toConstantValue(new InMemoryCsvJobsAdapter(overrides));
  },
};
