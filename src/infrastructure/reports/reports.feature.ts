import type { ReportsPort } from '../../application/reports/reports.port';
import { reportsUseCases, type ReportsUseCases } from '../../application/reports/reports.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpReportsAdapter } from './reports.http-adapter';
import { ReportsPortToken } from './reports.tokens';

/** The reports area over HTTP, and the use-cases its screens get. */
export const reportsFeature: PortalFeature<'reports', ReportsPort, ReportsUseCases> = {
  name: 'reports',
  bindHttp(container) {
    container.bind<ReportsPort>(ReportsPortToken).to(HttpReportsAdapter);
  },
  useCases: (container) => reportsUseCases({ reports: container.get<ReportsPort>(ReportsPortToken) }),
};
