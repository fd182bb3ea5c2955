import { portMethods } from '../use-cases/port-methods';
import type { CheckoutPort, PaymentOutcome } from './checkout.port';

const passedOn = ['loadSession', 'pay', 'confirmReturn'] as const;

/** The checkout page's use-cases: the port's own calls, and the one rule of checking a payment. */
export interface CheckoutUseCases extends Pick<CheckoutPort, (typeof passedOn)[number]> {
  /**
   * docs/decisions/0031-hosted-checkout.md: a payment the provider answered with a reference is
   * checked by that reference; one without (a card's return) is confirmed by the session's order.
   */
  checkStatus: (payment: { reference: string | null; serviceId: string; orderId: string }) => Promise<PaymentOutcome>;
}

export function checkoutUseCases({ checkout }: { checkout: CheckoutPort }): CheckoutUseCases {
  return {
    ...portMethods(checkout, passedOn),
    checkStatus: ({ reference, serviceId, orderId }) =>
      reference === null ? checkout.confirmReturn(serviceId, orderId) : checkout.statusByReference(reference),
  };
}
