import type { ServerModule } from '../server-module';
import { registerCheckoutProviderPages } from './checkout-provider-pages.routes';
import { registerSandboxMerchantRoutes } from './merchant-notifications.routes';
import { registerProviderStatementRoutes } from './provider-books.routes';

/** The notification URL of the seeded services points here, so Send Notification has a real target. */
export const sandboxModule: ServerModule = {
  name: 'sandbox',
  contracts: [],
  register(app, deps) {
    registerSandboxMerchantRoutes(app, deps.kit, deps.now);
    registerCheckoutProviderPages(app, deps.database.db);
    registerProviderStatementRoutes(app, deps.database.db, { demo: deps.config.seedDemo });
  },
};
