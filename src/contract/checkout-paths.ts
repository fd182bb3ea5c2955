/**
 * The paths of the checkout calls, without zod, so the checkout page (a separate, small build entry:
 * docs/decisions/0031-hosted-checkout.md) reaches them without loading the contract's schemas.
 * `checkout.contract.ts` defines each call with these paths; a contract test checks they agree.
 */
export const checkoutPaths = {
  createSession: '/checkout/sessions',
  getService: '/checkout/get/service',
  walletCheckout: '/checkout/wallet',
  cardCheckout: '/checkout/card',
  serviceById: '/checkout/service/{serviceId}',
  checkoutStatus: '/checkout/status',
  easypaisaCard: '/checkout/easypaisa/cc',
  threeDSecureCheckout: '/3D-secure/checkout',
  walletViaQr: '/e-wallet/via-qr',
  walletViaR2p: '/e-wallet/via-r-2-p',
  referenceNumber: '/referance-number',
  paymentStatus: '/payment-status',
  threeDSecureUpdateStatus: '/3D-secure/update-status',
} as const;
