import type { CheckoutLogsPort } from '../../application/checkout-logs/checkout-logs.port';
import { checkoutLogsUseCases, type CheckoutLogsUseCases } from '../../application/checkout-logs/checkout-logs.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpCheckoutLogsAdapter } from './checkout-logs.http-adapter';
import { CheckoutLogsPortToken } from './checkout-logs.tokens';

/** The checkout logs and requests area over HTTP, and the use-cases its screens get. */
export const checkoutLogsFeature: PortalFeature<'checkoutLogs', CheckoutLogsPort, CheckoutLogsUseCases> = {
  name: 'checkoutLogs',
  bindHttp(container) {
    container.bind<CheckoutLogsPort>(CheckoutLogsPortToken).to(HttpCheckoutLogsAdapter);
  },
  useCases: (container) => checkoutLogsUseCases({ checkoutLogs: container.get<CheckoutLogsPort>(CheckoutLogsPortToken) }),
};
