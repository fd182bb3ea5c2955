import type { ServerModule } from '../server-module';
import { AnalyticsRepository } from './analytics.repository';
import { registerAnalyticsRoutes } from './analytics.routes';

/** The Collection Overview and Payout Overview dashboards (spec 3 §2, §7 Analytics). */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  register(app, deps) {
    registerAnalyticsRoutes(app, deps.kit, {
      figures: new AnalyticsRepository(deps.database.db),
      businessTimeZone: deps.config.businessTimeZone,
      now: deps.now,
    });
  },
};
