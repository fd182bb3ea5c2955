import type { CheckoutLogsPort } from '../../application/checkout-logs/checkout-logs.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryCheckoutLogsAdapter } from './checkout-logs.in-memory-adapter';
import { CheckoutLogsPortToken } from './checkout-logs.tokens';

/** The checkout logs area on demo data, for tests and for working on screens without a server. */
export const checkoutLogsInMemory: InMemoryFeature<CheckoutLogsPort> = {
  name: 'checkoutLogs',
  bindInMemory(container, overrides) {
    container.bind<CheckoutLogsPort>(CheckoutLogsPortToken).toConstantValue(new InMemoryCheckoutLogsAdapter(overrides));
  },
};
