import type { CardBrand } from '../../../src/domain/checkout/card';
import type { ProviderOrderStatus } from '../../../src/domain/checkout/checkout-status';

/**
 * docs/spec/decisions.md §4 and docs/decisions/0031-hosted-checkout.md: the payment providers the hosted
 * checkout pays through (a 3-D Secure card acquirer, an MWallet with QR and request-to-pay, pay by
 * reference number, and the session page's Easypaisa and Jazzcash wallets). The checkout depends on
 * this port only; the sandbox adapter answers from its own books, a real adapter goes behind it.
 * A provider's answer is the truth the server saves: the browser's report is only a reason to ask.
 */
export type CheckoutMethod = 'CARD' | 'MWALLET-QR' | 'MWALLET-R2P' | 'PAYATFAWRY' | 'EASYPAISA' | 'JAZZCASH';

export interface ProviderPaymentRequest {
  /** Our reference for this attempt, unique; the provider keys its payment by it (idempotent). */
  merchantRefNumber: string;
  sessionId: string;
  method: CheckoutMethod;
  /** Exact decimal text. */
  amount: string;
  currency: string;
  customerMobile: string;
  /** The session page's wallets: the payer's e-mail (Easypaisa) and CNIC (Jazzcash asks its last six digits). */
  email?: string;
  cnic?: string;
  /** Card: where the challenge page sends the customer back (the card return page). */
  returnUrl?: { success: string; fail: string };
}

export interface CardDetails {
  number: string;
  cvv: string;
  expiryMonth: string;
  expiryYear: string;
  nameOnCard: string;
}

/**
 * docs/decisions/0046-card-processor.md: a card the browser tokenised at the card processor; our server
 * sees only the payment method's id, never the number.
 */
export interface CardToken {
  paymentMethodId: string;
}

export type CardInput = CardDetails | CardToken;

export interface ProviderPayment {
  merchantRefNumber: string;
  status: ProviderOrderStatus;
  /** The customer's next step at the provider: the 3-D Secure challenge page. */
  redirectLink: string | null;
  /** QR image (PNG data URL) for MWALLET-QR. */
  walletQr: string | null;
  cardBrand: CardBrand | null;
  lastFour: string | null;
  responseDesc: string;
  /** What was sent and answered, without card number or CVV, for checkout_logs. */
  exchange: { request: Record<string, unknown>; response: Record<string, unknown> };
}

/** How the provider answered a refund of a whole payment (a lost attempt's late charge given back). */
export interface ProviderRefund {
  refunded: boolean;
  /**
   * Refunded: the provider's id of the refund, the reference its statement lists the refund under
   * (docs/decisions/0035-reconciliation.md matches it there); null when nothing was given back.
   */
  reference: string | null;
  /** The provider's words: why it refused, or its confirmation. */
  reason: string;
  exchange: { request: Record<string, unknown>; response: Record<string, unknown> };
}

export interface CheckoutProviderPort {
  /** Starts a payment; answering again for the same reference returns the same payment. */
  start(request: ProviderPaymentRequest, card?: CardInput): Promise<ProviderPayment>;
  /** The provider's status of a payment, or null when it knows no such reference. */
  status(merchantRefNumber: string): Promise<ProviderPayment | null>;
  /** Cancels an unpaid payment; answers its status afterwards (PAID when it was paid meanwhile). */
  cancel(merchantRefNumber: string): Promise<ProviderPayment | null>;
  /** Gives a paid payment back in full; asking again answers the first refund (idempotent by reference). */
  refund(merchantRefNumber: string, reason: string): Promise<ProviderRefund>;
}
