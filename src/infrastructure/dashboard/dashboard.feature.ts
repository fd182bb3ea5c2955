import type { DashboardPort } from '../../application/dashboard/dashboard.port';
import { dashboardUseCases, type DashboardUseCases } from '../../application/dashboard/dashboard.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpDashboardAdapter } from './dashboard.http-adapter';
import { DashboardPortToken } from './dashboard.tokens';

/** The dashboard area over HTTP, and the use-cases its screens get. */
export const dashboardFeature: PortalFeature<'dashboard', DashboardPort, DashboardUseCases> = {
  name: 'dashboard',
  bindHttp(container) {
    container.bind<DashboardPort>(DashboardPortToken).to(HttpDashboardAdapter);
  },
  useCases: (container) => dashboardUseCases({ dashboard: container.get<DashboardPort>(DashboardPortToken) }),
};
