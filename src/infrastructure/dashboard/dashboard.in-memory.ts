import type { DashboardPort } from '../../application/dashboard/dashboard.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryDashboardAdapter } from './dashboard.in-memory-adapter';
import { DashboardPortToken } from './dashboard.tokens';

/** The dashboard area on demo data, for tests and for working on screens without a server. */
export const dashboardInMemory: InMemoryFeature<DashboardPort> = {
  name: 'dashboard',
  bindInMemory(container, overrides) {
    container.bind<DashboardPort>(DashboardPortToken).toConstantValue(new InMemoryDashboardAdapter(overrides));
  },
};
