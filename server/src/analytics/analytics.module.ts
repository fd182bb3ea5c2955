import * as analyticsContract from '../../../src/contract/analytics.contract';
import type { ServerModule } from '../server-module';
import { AnalyticsRepository } from './analytics.repository';
import { registerAnalyticsRoutes } from './analytics.routes';
import { KeptCollectionFigures } from './kept-collection-figures';

/** The Collection Overview and Payout Overview dashboards (spec 3 §2, §7 Analytics). */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  contracts: [analyticsContract],
  register(app, deps) {
    const figures = new AnalyticsRepository(deps.database.db);
    registerAnalyticsRoutes(app, deps.kit, {
      figures,
      collection: new KeptCollectionFigures(figures),
      businessTimeZone: deps.config.businessTimeZone,
      now: deps.now,
    });
  },
};
