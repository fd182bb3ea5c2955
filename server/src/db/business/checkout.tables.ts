import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, Money, Timestamp } from '../core-tables';
import type { Counter, JsonWithDefault, NullableTimestamp, OptionalText, UpdatedAt } from './column-types';
import type { PaymentMethod } from './catalogue.tables';

export type CheckoutSessionStatus = 'Created' | 'Pending' | 'Paid' | 'Failed' | 'Expired';
export type CheckoutProvider = 'easypaisa' | 'jazzcash' | 'card' | 'fawry';

/** spec 3 §3 Payment session: what the hosted checkout page loads by its session id. */
export interface CheckoutSessionsTable {
  id: string;
  merchant_id: string;
  service_id: string;
  order_id: string;
  amount: Money;
  currency: string;
  product: string;
  redirect_url: string;
  msisdn: OptionalText;
  email: OptionalText;
  cnic: OptionalText;
  payment_methods: JsonWithDefault<PaymentMethod[]>;
  status: ColumnType<CheckoutSessionStatus, CheckoutSessionStatus | undefined, CheckoutSessionStatus>;
  provider: ColumnType<CheckoutProvider | null, CheckoutProvider | null | undefined, CheckoutProvider | null>;
  /** The provider's merchant reference number (reference-number and OTP flows). */
  merchant_ref_number: OptionalText;
  /** The transaction the session produced, once paid or failed. */
  transaction_id: OptionalText;
  /** Migration 0015: the card's brand and last four digits (nothing more of a card is kept). */
  card_brand: OptionalText;
  card_last4: OptionalText;
  /** Migration 0015: the key of a payment attempt of an earlier release; attempts keep their own since 0034. */
  attempt_key: OptionalText;
  paid_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * spec 3 §2 and §3 Checkout log: a provider request and response, shaped as that provider shapes
 * them. service_id is the public service id as the caller sent it (it may name no service).
 */
export interface CheckoutLogsTable {
  id: string;
  provider: string;
  order_id: OptionalText;
  service_id: OptionalText;
  request: Json<Record<string, unknown>>;
  response: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

/** spec 3 §3 Checkout request: a merchant's call to start a checkout, as received. */
export interface CheckoutRequestsTable {
  id: string;
  service_id: string;
  msisdn: OptionalText;
  amount: Money;
  product: OptionalText;
  order_id: string;
  created_at: CreatedAt;
}

/** Migration 0015: nonces of signed merchant requests (replay refusal). */
export interface CheckoutNoncesTable {
  merchant_id: string;
  nonce: string;
  created_at: CreatedAt;
}

export type CheckoutNotificationStatus = 'Queued' | 'Delivered' | 'Abandoned';

/** Migration 0015: the durable queue of signed merchant notifications, one per session. */
export interface CheckoutNotificationsTable {
  id: ColumnType<string, string | undefined, never>;
  session_id: string;
  merchant_id: string;
  url: string;
  payload: Json<Record<string, unknown>>;
  status: ColumnType<CheckoutNotificationStatus, CheckoutNotificationStatus | undefined, CheckoutNotificationStatus>;
  attempts: Counter;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type SandboxPaymentMethod = 'CARD' | 'MWALLET-QR' | 'MWALLET-R2P' | 'PAYATFAWRY' | 'EASYPAISA' | 'JAZZCASH';
export type SandboxChallenge = 'required' | 'required-fails' | 'passed' | 'failed';
export type SandboxPaymentStatus = 'UNPAID' | 'PAID' | 'FAILED';

/** Migration 0015: the sandbox providers' own books (a real provider keeps these on its side). */
export interface SandboxProviderPaymentsTable {
  merchant_ref_number: string;
  session_id: string;
  method: SandboxPaymentMethod;
  status: SandboxPaymentStatus;
  /** required-fails: the documented test card whose challenge fails whatever the customer does. */
  challenge: ColumnType<SandboxChallenge | null, SandboxChallenge | null | undefined, SandboxChallenge | null>;
  failure_reason: OptionalText;
  card_brand: OptionalText;
  card_last4: OptionalText;
  customer_mobile: OptionalText;
  /** Where the challenge page sends the customer back (card only). */
  return_url: OptionalText;
  amount: Money;
  /** Migration 0035: the payment's currency, for the provider's statement. */
  currency: ColumnType<string, string | undefined, string>;
  /** Migration 0034: when the provider gave the charge back (a lost attempt's late payment). */
  refunded_at: NullableTimestamp;
  refund_reason: OptionalText;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * Migration 0034: in flight until the provider's answer is final; then paid, failed, cancelled (for
 * a newer attempt, unpaid), or a late charge of a lost attempt given back (voided) or not (void_failed).
 */
export type CheckoutAttemptState = 'in_flight' | 'paid' | 'failed' | 'cancelled' | 'voided' | 'void_failed';

/** Migration 0034: one payment attempt of a session; at most one per session is in flight. */
export interface CheckoutAttemptsTable {
  id: string;
  session_id: string;
  merchant_ref_number: string;
  idempotency_key: string;
  method: SandboxPaymentMethod;
  state: ColumnType<CheckoutAttemptState, CheckoutAttemptState | undefined, CheckoutAttemptState>;
  note: OptionalText;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
  /** Migration 0040: a voided late charge's refund, by the id the provider gave it (its statement's reference). */
  refund_reference: OptionalText;
}
