import type { CreatedAt, Json, Money } from '../core-tables';
import type { DateText, MoneyWithDefault, NullableJson, OptionalText } from './column-types';

/** docs/spec/decisions.md §4: the voucher vendors. */
export type VoucherVendor = 'Unipin' | 'Gamepoint';
export type VoucherOutcome = 'SUCCESS' | 'FAILED' | 'PENDING';

/** spec 3 §3 Voucher request: what a merchant's customer asked a vendor for. */
export interface VoucherRequestsTable {
  id: string;
  merchant_id: string;
  service_id: OptionalText;
  source: VoucherVendor;
  product_code: string;
  product_name: string;
  amount: Money;
  currency: string;
  status: VoucherOutcome;
  /** The vendor's answer: reference_no and order. */
  response_payload: NullableJson<Record<string, unknown>>;
  /** salesRate and the fees of the service's voucherConfig at the time. */
  financial_summary: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  /** Migration 0016: the purchase's Idempotency-Key, who bought, and the answer a repeat gets. */
  idempotency_key: OptionalText;
  created_by: OptionalText;
  purchase_answer: NullableJson<Record<string, unknown>>;
}

export interface VoucherUser {
  userName: string;
  userMsisdn: string;
  email: string;
}

/** spec 3 §3 Voucher transaction: the payment for a voucher and how it was shared. */
export interface VoucherTransactionsTable {
  id: string;
  payment_transaction_id: string;
  payment_order_id: string;
  source: VoucherVendor;
  merchant_id: string;
  service_id: OptionalText;
  voucher_request_id: OptionalText;
  users: Json<VoucherUser[]>;
  product_name: string;
  product_code: string;
  amount: Money;
  currency: string;
  status: VoucherOutcome;
  carrier_share_value: MoneyWithDefault;
  merchant_share_value: Money;
  walee_share_value: Money;
  created_at: CreatedAt;
}

/** spec 3 §3 Exchange rate (Add rate: rate and currency USD); the newest row is current. */
export interface VoucherRatesTable {
  id: string;
  rate: string;
  currency: string;
  created_by: OptionalText;
  created_at: CreatedAt;
}

/** Migration 0024: voucher transactions per business day of creation, merchant, vendor and status (kept by triggers). */
export interface DailyVoucherRollupsTable {
  business_day: DateText;
  merchant_id: string;
  source: VoucherVendor;
  status: VoucherOutcome;
  count: number;
}
