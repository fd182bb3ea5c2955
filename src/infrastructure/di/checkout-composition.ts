import { fromPromise } from 'xstate';
import { checkoutMachine, type CheckoutMachine } from '../../application/checkout/checkout.machine';
import type { CheckoutPort } from '../../application/checkout/checkout.port';
import { checkoutUseCases } from '../../application/checkout/checkout.use-case';
import { CheckoutHttpAdapter } from '../checkout/checkout.http-adapter';
import { portalConfigFrom, type PortalEnvironment } from '../config/portal-config';

/**
 * The checkout entry's composition (docs/decisions/0031-hosted-checkout.md): one adapter on the
 * configured bases, without the portal's container, so the checkout page loads none of it.
 */
export function createCheckoutPort(env: PortalEnvironment): CheckoutPort {
  return new CheckoutHttpAdapter(portalConfigFrom(env).bases);
}

/** The checkout machine's named effects, given by the use-cases over the port and the page's way of leaving (docs/style.md §5). */
export function provideCheckoutMachine(port: CheckoutPort, navigate: (url: string) => void): CheckoutMachine {
  const checkout = checkoutUseCases({ checkout: port });
  return checkoutMachine.provide({
    actors: {
      loadSession: fromPromise(({ input }) => checkout.loadSession(input)),
      pay: fromPromise(({ input }) => checkout.pay(input.session, input.request, input.key)),
      checkStatus: fromPromise(({ input }) => checkout.checkStatus(input)),
      confirmReturn: fromPromise(({ input }) => checkout.confirmReturn(input.serviceId, input.orderId)),
    },
    actions: { navigate: (_, params) => navigate(params.url) },
  });
}

/** The checkout page's machine over HTTP. */
export function createCheckoutMachine(env: PortalEnvironment, navigate: (url: string) => void): CheckoutMachine {
  return provideCheckoutMachine(createCheckoutPort(env), navigate);
}
