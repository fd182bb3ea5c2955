import * as dashboardContract from '../../../src/contract/dashboard.contract';
import type { ServerModule } from '../server-module';
import { DashboardCardsRepository } from './dashboard-cards.repository';
import { DashboardRepository } from './dashboard.repository';
import { registerDashboardRoutes } from './dashboard.routes';
import { InquireSettingRepository } from '../shared/inquire-setting.repository';
import { registerInquireSettingRoutes } from './inquire-setting.routes';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  contracts: [dashboardContract],
  register(app, deps) {
    const { db } = deps.database;
    const figures = new DashboardRepository(db);
    const cards = new DashboardCardsRepository(db, figures);
    registerDashboardRoutes(app, deps.kit, { figures, cards, businessTimeZone: deps.config.businessTimeZone, now: deps.now });
    registerInquireSettingRoutes(app, deps.kit, new InquireSettingRepository(db));
  },
};
