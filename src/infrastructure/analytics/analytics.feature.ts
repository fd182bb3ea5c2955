import type { AnalyticsPort } from '../../application/analytics/analytics.port';
import { analyticsUseCases, type AnalyticsUseCases } from '../../application/analytics/analytics.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpAnalyticsAdapter } from './analytics.http-adapter';
import { AnalyticsPortToken } from './analytics.tokens';

/** The Collection Overview and Payout Overview over HTTP, and the use-cases their screens get. */
export const analyticsFeature: PortalFeature<'analytics', AnalyticsPort, AnalyticsUseCases> = {
  name: 'analytics',
  bindHttp(container) {
    container.bind<AnalyticsPort>(AnalyticsPortToken).to(HttpAnalyticsAdapter);
  },
  useCases: (container) => analyticsUseCases({ analytics: container.get<AnalyticsPort>(AnalyticsPortToken) }),
};
