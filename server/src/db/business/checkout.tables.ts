import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, Money, Timestamp } from '../core-tables';
import type { JsonWithDefault, OptionalText, UpdatedAt } from './column-types';
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
