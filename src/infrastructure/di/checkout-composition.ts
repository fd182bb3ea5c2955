import type { CheckoutPort } from '../../application/checkout/checkout.port';
import { CheckoutHttpAdapter } from '../checkout/checkout.http-adapter';
import { portalConfigFrom, type PortalEnvironment } from '../config/portal-config';

/**
 * The checkout entry's composition (docs/decisions/0031-hosted-checkout.md): one adapter on the
 * configured bases, without the portal's container, so the checkout page loads none of it.
 */
export function createCheckoutPort(env: PortalEnvironment): CheckoutPort {
  return new CheckoutHttpAdapter(portalConfigFrom(env).bases);
}
