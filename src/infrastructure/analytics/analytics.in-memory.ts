import type { AnalyticsPort } from '../../application/analytics/analytics.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryAnalyticsAdapter } from './analytics.in-memory-adapter';
import { AnalyticsPortToken } from './analytics.tokens';

/** The analytics area on demo data, for tests and for working on screens without a server. */
export const analyticsInMemory: InMemoryFeature<AnalyticsPort> = {
  name: 'analytics',
  bindInMemory(container, overrides) {
    container.bind<AnalyticsPort>(AnalyticsPortToken).toConstantValue(new InMemoryAnalyticsAdapter(overrides));
  },
};
