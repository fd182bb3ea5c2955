import * as checkoutLogsContract from '../../../src/contract/checkout-logs.contract';
import type { ServerModule } from '../server-module';
import { CheckoutLogsRepository } from './checkout-logs.repository';
import { registerCheckoutLogsRoutes } from './checkout-logs.routes';

/** spec 3 §2 Checkout Logs and Checkout Requests: read-only searches for platform staff. */
export const checkoutLogsModule: ServerModule = {
  name: 'checkout-logs',
  contracts: [checkoutLogsContract],
  register(app, deps) {
    registerCheckoutLogsRoutes(app, deps.kit, { repository: new CheckoutLogsRepository(deps.database.db), zone: deps.config.businessTimeZone });
  },
};
