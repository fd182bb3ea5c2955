import type { ReportsPort } from '../../application/reports/reports.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryReportsAdapter } from './reports.in-memory-adapter';
import { ReportsPortToken } from './reports.tokens';

/** The reports area on demo data, for tests and for working on screens without a server. */
export const reportsInMemory: InMemoryFeature<ReportsPort> = {
  name: 'reports',
  bindInMemory(container, overrides) {
    container.bind<ReportsPort>(ReportsPortToken).toConstantValue(new InMemoryReportsAdapter(overrides));
  },
};
