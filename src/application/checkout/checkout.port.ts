import type { CheckoutSessionStatus } from '../../domain/checkout/checkout-status';

/** spec 3 §3 Payment session, as the checkout page shows it (amount and order come from here only). */
export interface CheckoutSession {
  sessionId: string;
  serviceId: string;
  serviceName: string;
  orderId: string;
  /** Exact decimal text. */
  amount: string;
  currency: string;
  product: string;
  msisdn: string | null;
  email: string | null;
  cnic: string | null;
  paymentMethods: readonly string[];
  status: CheckoutSessionStatus;
  redirectUrl: string;
  /**
   * docs/decisions/0046-card-processor.md: the card processor the page tokenises a card at (its API origin
   * and publishable key), so the number goes from the browser to the processor only; null: the sandbox takes the card's details.
   */
  cardProcessor: { apiBase: string; publishableKey: string } | null;
}

export type PaymentMethodChoice = 'card' | 'mwallet' | 'fawry' | 'easypaisa' | 'jazzcash';

/** What the customer chose and typed, in the checkout's words (the form maps onto it). */
export interface PaymentRequest {
  method: PaymentMethodChoice;
  walletMode: 'qr' | 'r2p';
  mobileNumber: string;
  walletNumber: string;
  email: string;
  cnic: string;
  card: { number: string; nameOnCard: string; expiry: string; cvv: string };
}

/** How a payment call answered: go to the provider, show a QR or a reference, or a result now. */
export type PaymentStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; reference: string; qr: string }
  | { kind: 'reference'; reference: string }
  | { kind: 'result'; outcome: PaymentOutcome }
  /** docs/decisions/0031-hosted-checkout.md: another payment of this order is in flight; the page follows it. */
  | { kind: 'following' };

/** spec 3 §4: the result the page shows and the redirect it makes (SUCCESS, PENDING or FAILED). */
export interface PaymentOutcome {
  status: 'success' | 'failed' | 'pending';
  message: string;
  redirectUrl: string;
}

export type SessionKey = { sessionId: string } | { serviceId: string; orderId: string };

/** A refusal the server explained (its first error message); anything else is an exception. */
export class CheckoutRefusal extends Error {
  constructor(
    message: string,
    readonly field?: string,
    /** The server's stable error code (`payment_in_progress`, `validation_failed`, …). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CheckoutRefusal';
  }
}

export interface CheckoutPort {
  loadSession(key: SessionKey): Promise<CheckoutSession>;
  pay(session: CheckoutSession, request: PaymentRequest, idempotencyKey: string): Promise<PaymentStart>;
  statusByReference(reference: string): Promise<PaymentOutcome>;
  /** A card return page: the server asks the provider and saves its answer. */
  confirmReturn(serviceId: string, orderId: string): Promise<PaymentOutcome>;
}
